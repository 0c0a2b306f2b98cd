/**
 * Runs a site's markdown plugins ahead of its routes, awaiting them, when they are
 * asynchronous: the markdown stage renders pages synchronously and takes, for each file,
 * the trees the plugins left (see markdown/plugin-record.ts). Whether they are asynchronous
 * is known only by running them: the site's first page that reaches its plugins decides for
 * the whole site (a transformer that returns a promise or calls back later). A site whose
 * plugins all finish at once pays for that one page and runs them as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recordPluginSteps } from '../markdown/plugin-record.js';
import type { PluginRecord } from '../markdown/plugin-steps.js';
import type { ResolvedConfig } from '../config/types.js';
import type { PagePlugins } from '../markdown/types.js';
import type { MarkdownContext } from './compile-markdown.js';
import { markdownPluginsDigest, pluginEntries } from './load-markdown-plugins.js';

/** What a site's plugins left on each file when they ran ahead; kept with the markdown cache (across edits in `docs dev`). */
export interface PluginRecords {
  /** What the plugins were loaded from (their entries, options and files): records made with other plugins do not hold. */
  key: string;
  /** Whether the site's plugins are asynchronous (undefined until a page reached them). */
  async?: boolean;
  /** Absolute path → the digest of the text they ran on, and what they left. */
  files: Map<string, { digest: string; record: PluginRecord }>;
  /** Where records are kept across builds (the build cache), once a build gave it: files read later (a partial a component imports) use it too. */
  memo?: PluginRecordMemo;
}

/** A markdown file to run the plugins on. */
export interface AheadSource {
  file: string;
  absPath: string;
  source: string;
}

/**
 * Records an earlier build kept (the build cache), by the key of the plugins, the file and
 * the digest of its text: a file whose record is there does not run its plugins again.
 */
export interface PluginRecordMemo {
  read(pluginsKey: string, absPath: string, digest: string): PluginRecord | undefined;
  write(pluginsKey: string, absPath: string, digest: string, record: PluginRecord): void;
}

/** Pages whose plugins run at once: asynchronous plugins often wait on files or processes. */
const CONCURRENCY = 4;

/**
 * Runs the plugins ahead on the given files and the partials they import, for those whose
 * record does not hold (new or edited text). Does nothing without page plugins, or once the
 * site's plugins are known to be synchronous.
 */
export async function runPluginsAhead(ctx: MarkdownContext, sources: Iterable<AheadSource>, given?: PluginRecordMemo): Promise<void> {
  const set = ctx.plugins;
  if (!set || set.remark.length + set.beforeRehype.length + set.rehype.length === 0) return;
  // `docs dev` attaches the plugins anew at each load: records hold while they are loaded from the same files.
  const key = pluginsKey(ctx.config, set);
  if (ctx.cache.plugins?.key !== key) ctx.cache.plugins = { key, files: new Map() };
  const kept = ctx.cache.plugins;
  if (kept.async === false) return;
  if (given) kept.memo = given;
  const memo = kept.memo;
  const pending = withPartials(ctx, sources).filter((s) => kept.files.get(s.absPath)?.digest !== digestOf(s.source));
  if (memo) restoreRecords(kept, pending, (s, digest) => memo.read(key, s.absPath, digest));
  const keep = (s: AheadSource, record: PluginRecord) => {
    const digest = digestOf(s.source);
    kept.files.set(s.absPath, { digest, record });
    if (memo && storable(record)) memo.write(key, s.absPath, digest, record);
  };
  while (kept.async === undefined && pending.length > 0) {
    const first = pending.shift()!;
    const record = await recordPluginSteps(prepareInput(ctx, first));
    if (Object.keys(record.steps).length === 0) continue;
    kept.async = record.async;
    if (record.async) keep(first, record);
  }
  if (!kept.async) return;
  await eachAtMost(CONCURRENCY, pending, async (s) => keep(s, await recordPluginSteps(prepareInput(ctx, s))));
}

/**
 * Takes the records an earlier build kept into `kept`, removing their files from `pending`.
 * Only asynchronous plugins leave records: one found says the site's plugins are.
 */
function restoreRecords(kept: PluginRecords, pending: AheadSource[], read: (s: AheadSource, digest: string) => PluginRecord | undefined): void {
  for (let i = pending.length - 1; i >= 0; i--) {
    const s = pending[i]!;
    const digest = digestOf(s.source);
    const record = read(s, digest);
    if (!record) continue;
    kept.files.set(s.absPath, { digest, record });
    kept.async = true;
    pending.splice(i, 1);
  }
}

// A record whose trees are all serialized copies (a plugin may leave a tree that holds functions,
// kept live), and with no step that failed: a failure may not come again (a network that was down).
const storable = (record: PluginRecord) => Object.values(record.steps).every((step) => step.live === undefined && !step.failed);

// The key of each attached set, worked out once (it reads the plugins' files).
const keys = new WeakMap<object, string>();

function pluginsKey(config: ResolvedConfig, set: object): string {
  let key = keys.get(set);
  if (key === undefined) {
    key = digestOf(`${markdownPluginsDigest(config)}\0${JSON.stringify(pluginEntries(config))}`);
    keys.set(set, key);
  }
  return key;
}

function digestOf(source: string): string {
  return createHash('sha1').update(source).digest('base64');
}

/** What a file's plugins run with: the site's set, the file, and what they left ahead on this very text. */
export function pagePlugins(ctx: MarkdownContext, absPath: string, source: string): PagePlugins | undefined {
  if (!ctx.plugins) return undefined;
  const given: PagePlugins = { set: ctx.plugins, absPath, cwd: ctx.config.siteDir };
  const kept = ctx.cache.plugins;
  const entry = kept?.async ? kept.files.get(absPath) : undefined;
  if (entry && entry.digest === digestOf(source)) given.recorded = entry.record;
  return given;
}

function prepareInput(ctx: MarkdownContext, s: AheadSource) {
  return {
    file: s.file,
    source: s.source,
    format: ctx.config.markdown.format,
    mermaid: ctx.config.markdown.mermaid,
    plugins: { set: ctx.plugins!, absPath: s.absPath, cwd: ctx.config.siteDir },
  };
}

// `import X from './x.mdx'` or `'@site/…'`: a partial the stage prepares too.
const PARTIAL_IMPORT = /^import\s[^;]*?from\s*['"]([^'"]+\.mdx?)['"]/gm;

/** The files, then every partial they import (and those import), each once. */
function withPartials(ctx: MarkdownContext, sources: Iterable<AheadSource>): AheadSource[] {
  const all = new Map<string, AheadSource>();
  const queue = [...sources];
  while (queue.length > 0) {
    const s = queue.shift()!;
    if (all.has(s.absPath)) continue;
    all.set(s.absPath, s);
    for (const match of s.source.matchAll(PARTIAL_IMPORT)) {
      // The import's string as JavaScript reads it: `'./\_partial.mdx'` names ./_partial.mdx.
      const spec = match[1]!.replace(/\\(.)/g, '$1');
      const target = spec.startsWith('@site/')
        ? path.join(ctx.config.siteDir, spec.slice('@site/'.length))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(s.absPath), spec)
          : undefined;
      if (!target || all.has(target) || !existsSync(target)) continue;
      const file = path.relative(ctx.config.siteDir, target).split(path.sep).join('/');
      queue.push({ file, absPath: target, source: readFileSync(target, 'utf8') });
    }
  }
  return [...all.values()];
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
