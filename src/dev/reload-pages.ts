import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mayNeedMdxModule } from '../content/mdx-candidate.js';
import { quickTitle } from '../content/quick-title.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { MAX_MARKDOWN_BYTES, readTextFile } from '../files/read-text-file.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { mdxModuleSource } from '../markdown/mdx-module.js';
import { compileMarkdown } from '../routes/compile-markdown.js';
import { runPluginsAhead } from '../routes/plugins-ahead.js';
import type { RouteEntry } from '../routes/types.js';
import { ensureLoaded, textDigest, type DevState } from './dev-state.js';

/**
 * Applies edits of markdown files in place when they change only the body of docs or pages
 * (same front matter, same leading title) and leave every MDX module as the bundle holds it:
 * just those pages render again, nothing is re-read or re-planned. Returns the new state and
 * the open pages that changed, or undefined when the edits need a full reload.
 */
export function reloadEditedPages(state: DevState, files: Set<string>): { state: DevState; changed: string[] } | undefined {
  const texts = new Map<string, string>();
  for (const f of files) if (/\.mdx?$/.test(f)) texts.set(f, readFileOrEmpty(f));
  const withCode = [...texts].filter(([f, text]) => mayNeedMdxModule(text) || state.mdxScopeOf?.(f));
  if (!withCode.every(([f, text]) => keepsModule(state, f, text))) return undefined;
  const changed = updateInPlace(state, files);
  if (!changed) return undefined;
  // A new state object tells whoever caches per state (the search endpoint) that pages changed.
  const next = { ...state };
  if (withCode.length > 0 && next.mdxTexts) {
    // The bundle holds for the new texts too: the next full rebuild need not bundle for them.
    next.mdxTexts = new Map(next.mdxTexts);
    for (const [f, text] of withCode) next.mdxTexts.set(f, textDigest(text));
  }
  return { state: next, changed };
}

/** Runs the site's asynchronous markdown plugins ahead on the edited markdown files (nothing when they are synchronous). */
export async function runEditedPluginsAhead(state: DevState, files: Set<string>): Promise<void> {
  const sources = [...files]
    .filter((f) => /\.mdx?$/.test(f))
    .map((absPath) => ({ absPath, file: path.relative(state.config.siteDir, absPath).split(path.sep).join('/'), source: readFileOrEmpty(absPath) }));
  await runPluginsAhead(state.routes.markdown, sources);
}

/** A file's text, or '' when it is gone (an edit event can race a delete). */
function readFileOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Whether an edited MDX file still makes the module the bundle holds (same imports, exports,
 * tags and expressions; the module holds no positions): then the edit needs no bundle, only
 * its pages rendered again. A file that does not compile cleanly goes the full way, which
 * reports why.
 */
function keepsModule(state: DevState, absPath: string, text: string): boolean {
  const before = state.mdxScopeOf?.(absPath);
  if (!before) return false;
  const file = path.relative(state.config.siteDir, absPath).split(path.sep).join('/');
  // A context of its own, so that this look leaves no diagnostics or scopes behind.
  const ctx = { ...state.routes.markdown, diagnostics: [], mdxScopes: undefined };
  const result = compileMarkdown(ctx, file, absPath, text);
  if (!result?.mdx || ctx.diagnostics.some((d: Diagnostic) => d.severity === 'error')) return false;
  return mdxModuleSource(result.mdx, file) === mdxModuleSource(before, file);
}

/** Puts the edited texts in the live routes; the open pages that changed, or undefined when an edit is more than a body. */
function updateInPlace(state: DevState, files: Set<string>): string[] | undefined {
  if (files.size === 0) return undefined;
  const touched = takeEditedTexts(state, files);
  if (!touched) return undefined;
  const rearmed = new Set<RouteEntry>();
  for (const route of state.routes.routes) {
    const own = route.file !== undefined && touched.has(route.file);
    // Tag and category index pages list descriptions, which may come from a doc's first paragraph.
    if ((own || route.data.kind === 'docTag' || route.data.kind === 'docCategory') && route.reload) {
      if (own && route.data.kind === 'doc') {
        // The description may have come from the old first paragraph.
        const description = docFrontMatter(state, route.file!)?.description;
        route.data.description = typeof description === 'string' ? description : undefined;
      }
      route.load = route.reload;
      rearmed.add(route);
      state.html.delete(route.data.path);
    }
  }
  const changed: string[] = [];
  for (const [p, before] of state.served) {
    const route = state.byPath.get(p);
    if (!route || !rearmed.has(route)) continue;
    ensureLoaded(state, route);
    if (state.served.get(p) !== before) changed.push(p);
  }
  return changed;
}

/** Replaces the sources of edited docs and markdown pages; their site-relative paths, or undefined when one is more than a body edit. */
function takeEditedTexts(state: DevState, files: Set<string>): Set<string> | undefined {
  const sources = new Map<string, { source: string; frontMatter?: Record<string, unknown> }>();
  for (const v of state.content.versions) for (const d of v.docs) sources.set(d.absPath, d);
  for (const p of state.content.pages) if (p.kind === 'md') sources.set(p.absPath, p as { source: string; frontMatter?: Record<string, unknown> });
  const touched = new Set<string>();
  for (const file of files) {
    const entry = sources.get(file);
    if (!entry || !existsSync(file)) return undefined;
    // A file that cannot be read cleanly goes through the full rebuild, which reports why.
    const text = readTextFile(file, file, [], MAX_MARKDOWN_BYTES);
    if (text === undefined) return undefined;
    let frontMatter: Record<string, unknown>;
    try {
      frontMatter = parseFrontMatter(text, file).data;
    } catch {
      return undefined;
    }
    if (JSON.stringify(frontMatter) !== JSON.stringify(entry.frontMatter ?? {})) return undefined;
    if (quickTitle(text) !== quickTitle(entry.source)) return undefined;
    entry.source = text;
    touched.add(path.relative(state.config.siteDir, file).split(path.sep).join('/'));
  }
  return touched;
}

function docFrontMatter(state: DevState, file: string): Record<string, unknown> | undefined {
  for (const v of state.content.versions) for (const d of v.docs) if (d.file === file) return d.frontMatter;
  return undefined;
}
