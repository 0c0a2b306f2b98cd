import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import type { MarkdownResult } from '../markdown/types.js';

/** Resolves links and assets for the markdown stage, shared by every file of a build. */
export interface MarkdownContext {
  config: ResolvedConfig;
  /** Absolute markdown file path → route (with base URL). */
  routesByFile: Map<string, string>;
  /** Absolute asset path → public URL; filled while compiling. */
  assets: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Optional cache of earlier results (used by `docs dev`). */
  cache?: MarkdownCache;
}

/** Results of earlier compiles by content hash, so `docs dev` re-renders only what changed. */
export interface MarkdownCache {
  /** Hash of everything besides the file that affects its output (routes of all files). */
  generation: string;
  entries: Map<string, { key: string; result: MarkdownResult; assets: [string, string][] }>;
}

/** Renders one markdown file with the site's link and asset resolvers; errors are collected, not thrown. */
export function compileMarkdown(
  ctx: MarkdownContext,
  file: string,
  absPath: string,
  source: string,
  toc?: { min: number; max: number },
): MarkdownResult | undefined {
  const cache = ctx.cache;
  const key = cache ? createHash('sha1').update(cache.generation).update('\0').update(source).update(`\0${toc?.min}-${toc?.max}`).digest('hex') : '';
  const hit = cache?.entries.get(absPath);
  if (hit && hit.key === key) {
    for (const [abs, url] of hit.assets) ctx.assets.set(abs, url);
    ctx.diagnostics.push(...hit.result.diagnostics);
    return hit.result;
  }
  const assetsBefore = new Set(ctx.assets.keys());
  const result = compileUncached(ctx, file, absPath, source, toc);
  if (cache && result) {
    const assets = [...ctx.assets].filter(([abs]) => !assetsBefore.has(abs));
    cache.entries.set(absPath, { key, result, assets });
  }
  return result;
}

function compileUncached(
  ctx: MarkdownContext,
  file: string,
  absPath: string,
  source: string,
  toc?: { min: number; max: number },
): MarkdownResult | undefined {
  try {
    const result = renderMarkdown({
      file,
      absPath,
      source,
      tocMinLevel: toc?.min ?? ctx.config.docs.tocMinHeadingLevel,
      tocMaxLevel: toc?.max ?? ctx.config.docs.tocMaxHeadingLevel,
      resolveMarkdownLink: (target) => ctx.routesByFile.get(target),
      resolveAsset: (target) => resolveAsset(ctx, target),
    });
    ctx.diagnostics.push(...result.diagnostics);
    return result;
  } catch (e) {
    if (e instanceof DiagnosticError) {
      ctx.diagnostics.push(...e.diagnostics);
      return undefined;
    }
    throw new Error(`internal error while rendering ${file}`, { cause: e });
  }
}

function resolveAsset(ctx: MarkdownContext, target: string): string | undefined {
  const known = ctx.assets.get(target);
  if (known) return known;
  if (!existsSync(target)) return undefined;
  // A content hash in the name lets hosts cache images forever.
  const hash = createHash('sha256').update(readFileSync(target)).digest('hex').slice(0, 8);
  const ext = path.extname(target);
  const url = `${ctx.config.baseUrl}assets/images/${path.basename(target, ext)}-${hash}${ext}`;
  ctx.assets.set(target, url);
  return url;
}
