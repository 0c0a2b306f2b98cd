import type http from 'node:http';
import type { CacheStore } from '../cache/cache-store.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SourceFacts } from '../content/source-facts.js';
import type { MarkdownCache } from '../routes/compile-markdown.js';
import type { RouteEntry } from '../routes/types.js';
import type { DevState } from './dev-state.js';
import type { LiveReload } from './live-reload.js';

/** Options of `docs dev`. */
export interface DevOptions {
  siteDir: string;
  /** The config file (`--config`), absolute or relative to siteDir (default: site.config.json). */
  configFile?: string;
  port: number;
  host: string;
  log?: (line: string) => void;
  /** Extra request handler tried first (e.g. the local search endpoint). */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse, state: DevState) => boolean | Promise<boolean>;
  /** Called as soon as a watched file changes, before its rebuild: background work can step aside. */
  onEdit?: () => void;
}

/** A handler of files from a folder: answers, or calls next when the folder has no such file. */
export type FileHandler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/** The MDX modules of a first start, bundled once the server is up. */
export interface DeferredMdx {
  /** Starts bundling them (once; later calls do nothing). */
  start(): void;
  /** Whether route needs a module the bundle does not have yet; if so, waits until it has. */
  waitFor(route: RouteEntry): Promise<boolean>;
}

/** Everything a running `docs dev` holds; its parts (requests, rebuilds, the watcher) share it. */
export interface DevSession {
  readonly options: DevOptions;
  readonly log: (line: string) => void;
  /** Where the client bundle's files are written. */
  readonly outDir: string;
  /** What outlives the session: MDX scopes, bundles, the facts of markdown files. */
  readonly store: CacheStore;
  readonly markdownCache: MarkdownCache;
  readonly live: LiveReload;
  config: ResolvedConfig;
  facts: SourceFacts;
  state: DevState;
  mdx: DeferredMdx;
  /** The client bundle's files and the site's static folders, made anew when the config changes. */
  files: { assets: FileHandler; static: FileHandler };
}
