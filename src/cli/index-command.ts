import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG, loadConfig } from '../config/load-config.js';
import { indexSite } from '../search/index-site.js';
import { pushRecords, type PushHost } from '../search/push.js';
import { PushError } from '../search/push-error.js';
import { MissingCredentialError } from '../search/validate.js';
import { loadAlgolia } from '../search/load-algolia.js';
import { SEARCH_INDEX_FILE } from '../../shared/search/index-files.js';
import { UserError } from '../diagnostics/user-error.js';
import { recordsFileProblem } from './records-file.js';
import type { ResolvedConfig } from '../config/types.js';
import type { DocSearchRecord } from '../../shared/search/types.js';

/** Options of `docs index`. */
export interface IndexCommandOptions {
  siteDir: string;
  /** The config file (`--config`), absolute or relative to siteDir (default: site.config.json). */
  configFile?: string;
  /** The built site (`--out-dir`; default: outDir from the config). */
  outDir?: string;
  /** Also push the records to the hosted search service. */
  push?: boolean;
  /** Also write the raw records (what --push sends) to this file. */
  records?: string;
  /** Where credentials are read from (default: process.env). */
  env?: Record<string, string | undefined>;
  write?: (text: string) => void;
}

/** Environment variables `docs index --push` reads; their values are never printed or written. */
export const PUSH_ENV = { appId: 'ALGOLIA_APP_ID', adminKey: 'ALGOLIA_ADMIN_KEY', hosts: 'ALGOLIA_HOSTS' } as const;

/**
 * `docs index`: builds the search records of a built site and writes its static index
 * (dist/search-index.json); with push, replaces the hosted index with them. Resolves to the
 * exit code; a user's mistake (no build, missing credential, service error) is a UserError.
 */
export async function indexCommand(options: IndexCommandOptions): Promise<number> {
  const env = options.env ?? process.env;
  const adminKey = env[PUSH_ENV.adminKey] ?? '';
  // Belt and braces: whatever a message carries, the key never reaches the terminal.
  const scrub = (text: string): string => (adminKey.length >= 4 ? text.split(adminKey).join('***') : text);
  const rawWrite = options.write ?? ((t: string) => process.stdout.write(t));
  const write = (text: string): void => rawWrite(scrub(text));
  const start = performance.now();

  const { config, dist, shown } = await builtSite(options);
  // Check credentials before the work, so a missing one fails fast.
  const credentials = options.push ? await pushCredentials(env, adminKey, config, write) : undefined;
  const records = await writeIndex(config, dist, options);
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  const size = statSync(path.join(dist, SEARCH_INDEX_FILE)).size;
  write(
    `Indexed ${records.length} records from ${pages} page${pages === 1 ? '' : 's'} into ${path.join(shown, SEARCH_INDEX_FILE)} (${formatBytes(size)}) in ${Math.round(performance.now() - start)} ms.\n`,
  );
  if (records.length === 0) {
    write(
      `Warning: no page gave search records. Pages are indexed from their [data-search-content] element, and pages with a robots noindex meta are left out.\n`,
    );
  }
  if (options.records) write(`Wrote the records to ${path.relative(process.cwd(), path.resolve(options.siteDir, options.records))}.\n`);
  if (credentials) await pushIndex(credentials, config, records, write, scrub);
  return 0;
}

/** The site's config and built folder (`shown` as the user names it); a missing config or build, or a records file that is not the index's own, is a UserError. */
async function builtSite(options: IndexCommandOptions): Promise<{ config: ResolvedConfig; dist: string; shown: string }> {
  if (options.configFile === undefined && !existsSync(path.join(options.siteDir, DEFAULT_CONFIG))) {
    throw new UserError(`No ${DEFAULT_CONFIG} in ${options.siteDir}: run \`docs index\` in the site folder, or pass --site-dir <dir> (or --config <file>).`);
  }
  const config = await loadConfig(options.siteDir, options.configFile);
  const recordsProblem = options.records === undefined ? undefined : recordsFileProblem(config, options.records);
  if (recordsProblem) {
    throw new UserError(
      `--records ${options.records} ${recordsProblem}: docs index writes the records only to a file of their own inside the site folder, so it wrote nothing. Pass a new file, such as --records search-records.json.`,
    );
  }
  const dist = path.resolve(options.siteDir, options.outDir ?? config.outDir);
  const shown = path.relative(process.cwd(), dist) || '.';
  if (!existsSync(path.join(dist, 'index.html')) && !existsSync(path.join(dist, '404.html'))) {
    throw new UserError(`${shown} holds no built site: run \`docs build\` first, or pass the folder with --out-dir <dir>.`);
  }
  return { config, dist, shown };
}

/** What a push authenticates with. */
interface PushCredentials {
  appId: string;
  adminKey: string;
  hosts?: PushHost[];
}

/** The credentials of a push, from the environment (a missing one is a UserError), once the client package is known to load. */
async function pushCredentials(
  env: Record<string, string | undefined>,
  adminKey: string,
  config: ResolvedConfig,
  write: (text: string) => void,
): Promise<PushCredentials> {
  const appId = env[PUSH_ENV.appId] || config.search.appId || '';
  for (const [value, name] of [
    [appId, PUSH_ENV.appId],
    [adminKey, PUSH_ENV.adminKey],
  ] as const) {
    if (value.trim() === '')
      throw new UserError(new MissingCredentialError(name, 'set it in the environment to push the search index (docs index --push).').message);
  }
  if (config.search.appId && config.search.appId !== appId) {
    write(`Warning: ${PUSH_ENV.appId} (${appId}) is not search.appId of site.config.json (${config.search.appId}); the site will not search what is pushed.\n`);
  }
  const credentials = { appId, adminKey, hosts: parseHosts(env[PUSH_ENV.hosts]) };
  // The client package is an optional peer dependency: a missing one fails before the work too.
  await loadAlgolia().catch((error: unknown) => {
    throw error instanceof PushError ? new UserError(error.message) : error;
  });
  return credentials;
}

/** Builds the records of the built site and writes its static index (and the raw records, with --records). */
function writeIndex(config: ResolvedConfig, dist: string, options: IndexCommandOptions): Promise<DocSearchRecord[]> {
  return indexSite({
    distDir: dist,
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    indexName: config.search.indexName,
    noIndexVersions: config.docsInstances.flatMap((docs) =>
      Object.entries(docs.versions)
        .filter(([, v]) => v.noIndex)
        .map(([name]) => name),
    ),
    trailingSlash: config.trailingSlash,
    recordsFile: options.records ? path.resolve(options.siteDir, options.records) : false,
  });
}

/** Replaces the hosted index with the records; the service's errors are UserErrors, and no message carries the key. */
async function pushIndex(
  credentials: PushCredentials,
  config: ResolvedConfig,
  records: DocSearchRecord[],
  write: (text: string) => void,
  scrub: (text: string) => string,
): Promise<void> {
  try {
    const result = await pushRecords({
      appId: credentials.appId,
      adminKey: credentials.adminKey,
      indexName: config.search.indexName,
      records,
      hosts: credentials.hosts,
      log: (line) => write(`${line}\n`),
    });
    write(`Index "${result.indexName}" now holds ${result.records} records (${result.batches} batch${result.batches === 1 ? '' : 'es'}).\n`);
  } catch (error) {
    if (error instanceof PushError || error instanceof MissingCredentialError) throw new UserError(scrub(error.message));
    // Anything else is ours; its text still must not carry the key.
    throw new Error(scrub(`Pushing the search index failed: ${(error as Error)?.message ?? String(error)}`));
  }
}

/** Reads ALGOLIA_HOSTS ("https://a.example.com,http://127.0.0.1:8080"): other hosts of the service, e.g. a proxy or a test server. */
function parseHosts(value: string | undefined): PushHost[] | undefined {
  if (!value || value.trim() === '') return undefined;
  return value.split(',').map((part) => {
    const text = part.trim();
    let url: URL;
    try {
      url = new URL(text.includes('://') ? text : `https://${text}`);
    } catch {
      throw new UserError(`${PUSH_ENV.hosts} has "${text}", which is not a host: expected a list like "https://host,http://127.0.0.1:8080".`);
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol, accept: 'readWrite' as const };
  });
}

/** A file size as people read it: 512 B, 3.4 KB, 1.25 MB. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
