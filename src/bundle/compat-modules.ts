/**
 * The modules a Docusaurus site imports that this theme provides (`@theme/<Name>`,
 * `@docusaurus/<name>`), and the message for an import of a name one of them lacks.
 */
import path from 'node:path';

/** Names of the theme's components a site may import as `@theme/<Name>` (Docusaurus' theme aliases). */
export const THEME_MODULES: Record<string, string> = {
  Admonition: 'compat/theme/Admonition.tsx',
  CodeBlock: 'compat/theme/CodeBlock.tsx',
  Details: 'compat/theme/Details.tsx',
  DocCard: 'compat/theme/DocCard.tsx',
  DocCardList: 'compat/theme/DocCardList.tsx',
  Heading: 'compat/theme/Heading.tsx',
  'Icon/Arrow': 'compat/theme/icons/Arrow.tsx',
  'Icon/Close': 'compat/theme/icons/Close.tsx',
  'Icon/Copy': 'compat/theme/icons/Copy.tsx',
  'Icon/DarkMode': 'compat/theme/icons/DarkMode.tsx',
  'Icon/Edit': 'compat/theme/icons/Edit.tsx',
  'Icon/ExternalLink': 'compat/theme/icons/ExternalLink.tsx',
  'Icon/Home': 'compat/theme/icons/Home.tsx',
  'Icon/LightMode': 'compat/theme/icons/LightMode.tsx',
  'Icon/Menu': 'compat/theme/icons/Menu.tsx',
  'Icon/Success': 'compat/theme/icons/Success.tsx',
  IdealImage: 'compat/theme/IdealImage.tsx',
  Layout: 'compat/theme/Layout.tsx',
  Link: 'compat/Link.tsx',
  MDXComponents: 'compat/theme/MDXComponents.ts',
  'MDXComponents/A': 'compat/theme/mdx-components/A.tsx',
  'MDXComponents/Code': 'compat/theme/mdx-components/Code.tsx',
  'MDXComponents/Details': 'compat/theme/mdx-components/Details.tsx',
  'MDXComponents/Heading': 'compat/theme/mdx-components/Heading.tsx',
  'MDXComponents/Img': 'compat/theme/mdx-components/Img.tsx',
  'MDXComponents/Li': 'compat/theme/mdx-components/Li.tsx',
  'MDXComponents/Pre': 'compat/theme/mdx-components/Pre.tsx',
  'MDXComponents/Ul': 'compat/theme/mdx-components/Ul.tsx',
  MDXContent: 'compat/theme/MDXContent.tsx',
  Mermaid: 'compat/theme/Mermaid.tsx',
  Navbar: 'compat/theme/Navbar.tsx',
  NotFound: 'compat/theme/NotFound.tsx',
  'NotFound/Content': 'compat/theme/NotFound.tsx',
  TabItem: 'compat/theme/TabItem.tsx',
  Tabs: 'compat/theme/Tabs.tsx',
  ThemedImage: 'compat/theme/ThemedImage.tsx',
  TOCInline: 'compat/theme/TOCInline.tsx',
};

/** `@docusaurus/<module>` compatibility modules, mapped onto the theme's runtime. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  BrowserOnly: 'compat/BrowserOnly.tsx',
  constants: 'compat/constants.ts',
  ErrorBoundary: 'compat/ErrorBoundary.tsx',
  ExecutionEnvironment: 'compat/ExecutionEnvironment.ts',
  Head: 'compat/Head.tsx',
  Interpolate: 'compat/Interpolate.tsx',
  isInternalUrl: 'compat/isInternalUrl.ts',
  Link: 'compat/Link.tsx',
  Noop: 'compat/Noop.ts',
  router: 'compat/router.ts',
  Translate: 'compat/Translate.tsx',
  'plugin-content-docs/client': 'compat/docs-client.ts',
  'theme-common': 'compat/theme-common.ts',
  'theme-common/internal': 'compat/theme-common.ts',
  useBaseUrl: 'compat/useBaseUrl.ts',
  useBrokenLinks: 'compat/useBrokenLinks.ts',
  useDocusaurusContext: 'compat/useDocusaurusContext.ts',
  useGlobalData: 'compat/useGlobalData.ts',
  useIsBrowser: 'compat/useIsBrowser.ts',
  useRouteContext: 'compat/useRouteContext.ts',
};

/**
 * The message of an import of a name that a provided module does not export, naming the module
 * as the site wrote it and what it does export here; undefined for any other message. esbuild
 * names the theme's file instead ('No matching export in "…/compat/theme-common.ts" for import "x"').
 */
export function missingExportMessage(text: string, exportsOf: (file: string) => string[] | undefined): string | undefined {
  const found = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(text);
  if (!found) return undefined;
  const file = found[1]!.split(path.sep).join('/');
  const rel = file.slice(file.lastIndexOf('/compat/') + 1);
  const names = [
    ...Object.entries(DOCUSAURUS_MODULES)
      .filter(([, f]) => f === rel)
      .map(([name]) => `@docusaurus/${name}`),
    ...Object.entries(THEME_MODULES)
      .filter(([, f]) => f === rel)
      .map(([name]) => `@theme/${name}`),
  ];
  if (!file.includes('/compat/') || names.length === 0) return undefined;
  const provided = exportsOf(found[1]!);
  const what = found[2] === 'default' ? 'no default export' : `no export "${found[2]}"`;
  return `"${names[0]}" has ${what} here: this generator's ${names[0]} has no counterpart for it${provided?.length ? `. It exports: ${provided.join(', ')}` : ''}.`;
}

/** The names a theme module exports (read from its source: `export function x`, `export { a, b as c }`, `export default`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    if (/^export\s+type/.test(m[0])) continue;
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  if (/^export\s+default\b/m.test(source)) names.add('default');
  return [...names].sort();
}
