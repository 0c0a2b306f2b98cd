import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG, loadConfig } from '../config/load-config.js';
import { formatDiagnosticList } from '../diagnostics/diagnostic.js';
import { checkExternal } from '../links/check-external.js';
import { checkLinks } from '../links/check-links.js';
import { readBuiltSite } from '../links/read-built-site.js';
import { UserError } from '../diagnostics/user-error.js';

/** Options of `docs check-links`. */
export interface CheckLinksOptions {
  siteDir: string;
  /** The config file (`--config`); without one, site.config.json when the site folder has it. */
  configFile?: string;
  /** The built site (`--out-dir`, or the folder as an argument); default: outDir from the config. */
  outDir?: string;
  external?: boolean;
  timeoutMs?: number;
  concurrency?: number;
  write?: (text: string) => void;
}

/** Checks a built site's links and anchors; resolves to the exit code (1 when anything is broken). */
export async function checkLinksCommand(options: CheckLinksOptions): Promise<number> {
  const write = options.write ?? ((t: string) => process.stdout.write(t));
  const hasConfig = options.configFile !== undefined || existsSync(path.join(options.siteDir, DEFAULT_CONFIG));
  const config = hasConfig ? await loadConfig(options.siteDir, options.configFile) : undefined;
  const dist = path.resolve(options.siteDir, options.outDir ?? config?.outDir ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html')) && !existsSync(path.join(dist, '404.html'))) {
    throw new UserError(
      `${path.relative(process.cwd(), dist) || dist} holds no built site: run \`docs build\` first, or pass the folder with --out-dir <dir>.`,
    );
  }
  const site = readBuiltSite(dist, config?.baseUrl ?? '/', config?.trailingSlash);
  const broken = checkLinks({
    pages: site.pages,
    files: site.files,
    sources: site.sources,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    trailingSlash: config?.trailingSlash,
    baseUrl: config?.baseUrl,
  });
  if (broken.length > 0) write(`${formatDiagnosticList(broken)}\n`);
  const linkCount = site.sources.reduce((n, s) => n + s.links.length, 0);
  if (broken.length)
    write(`\n${broken.length} broken link${broken.length === 1 ? '' : 's'} or anchor${broken.length === 1 ? '' : 's'} on ${site.pages.length} pages.\n`);
  else write(`All ${linkCount} internal links and anchors on ${site.pages.length} pages are fine.\n`);

  let externalBroken = 0;
  if (options.external) {
    const urls = [...site.external.keys()];
    const results = await checkExternal(urls, { timeoutMs: options.timeoutMs, concurrency: options.concurrency });
    write(`\nExternal links (${urls.length}):\n`);
    for (const r of results) {
      if (r.ok) continue;
      externalBroken++;
      const where = site.external.get(r.url)!;
      write(
        `${where.file}${where.line ? `:${where.line}:${where.column}` : ''} error external link ${r.url}: ${r.status ? `HTTP ${r.status}` : r.error} [links/external]\n`,
      );
    }
    write(externalBroken ? `${externalBroken} of ${urls.length} external links are broken.\n` : `All ${urls.length} external links answered.\n`);
  }
  return broken.length || externalBroken ? 1 : 0;
}
