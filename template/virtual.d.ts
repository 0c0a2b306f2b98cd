/** The React page modules (content/pages/*.tsx), provided by the generator as a virtual module. */
declare module '@docs/pages' {
  import type { ComponentType } from 'react';

  /** A page module: its default export renders the page. */
  export interface PageModule {
    default: ComponentType;
  }

  /**
   * Loads a page module by key (its file name without extension); resolves once its code is
   * available. `retry` counts the loads of it that failed: a retry loads its code by a URL
   * the browser has not seen fail, when the route's data named it.
   */
  export function loadPage(key: string, retry?: number): Promise<PageModule>;

  /** Returns a page module that is already loaded (always, on the server), else undefined. */
  export function getLoadedPage(key: string): PageModule | undefined;

  /** Adds the URLs of modules a route's data names (its MDX modules, its React page), so loadPage can load them. */
  export function registerModuleUrls(urls: Record<string, string>): void;
}

/** CSS files imported for their side effect; esbuild bundles them into the client stylesheet. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** The site's own stylesheets, provided by the generator (imported after the theme's CSS). */
declare module '@docs/custom-css' {}

/** The running client (template/client-core.tsx) in the browser, nothing on the server: modules loaded later import it. */
declare module '@docs/client-core' {}

/** The site's global MDX components (src/theme/MDXComponents), provided by the generator. */
declare module '@docs/mdx-components' {
  import type { ComponentType } from 'react';
  export const SITE_COMPONENTS: Record<string, ComponentType<any>>;
}

/** The site's mermaid package, loaded on demand in the browser (markdown.mermaid), provided by the generator; undefined on the server and without it. */
declare module '@docs/mermaid' {
  /** The part of mermaid's API the theme uses. */
  export interface MermaidApi {
    initialize(config: { startOnLoad: boolean; theme: string }): void;
    render(id: string, text: string): Promise<{ svg: string }>;
  }
  export const loadMermaid: undefined | (() => Promise<{ default: MermaidApi }>);
}

/** Whether the site draws mermaid diagrams (markdown.mermaid): a build-time constant, so a site without diagrams bundles none of their code. */
declare const __DOCS_MERMAID__: boolean;
