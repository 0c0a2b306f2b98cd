/**
 * Runs the transformers of attached remark or rehype plugins on one page's tree, as unified
 * does: each may change the tree in place or return a new one. What a plugin reports on the
 * file becomes a warning of the page, and a plugin that throws (or whose promise rejects) is
 * an error naming the plugin and the page. `runPlugins` runs them synchronously (the markdown
 * stage renders pages synchronously); `runPluginsAsync` awaits each one, for a site whose
 * plugins return promises or call their callback later (see plugin-record.ts).
 */
import { VFile } from 'vfile';
import { DiagnosticError, error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { AttachedPlugin } from './markdown-plugins.js';

/** The file a page's plugins get: its path, text and front matter, as Docusaurus gives them. */
export function pluginFile(absPath: string, source: string, frontMatter: Record<string, unknown>, cwd: string): VFile {
  return new VFile({ path: absPath, value: source, cwd, data: { frontMatter } });
}

/** Runs plugins in order on `tree` and returns the tree they leave; `page` is the file diagnostics name. */
export function runPlugins<T>(plugins: AttachedPlugin[], tree: T, file: VFile, page: string, diagnostics: Diagnostic[]): T {
  for (const plugin of plugins) {
    let result: unknown;
    try {
      result = callTransformer(plugin, tree, file);
    } catch (e) {
      throw new DiagnosticError([...diagnostics, failure(plugin, page, e)]);
    }
    tree = afterPlugin(plugin, tree, result, file, page, diagnostics);
  }
  if (plugins.length > 0) completeMdxElements(tree);
  return tree;
}

/** What awaiting a page's plugins saw: whether any of them finished later (a promise, a late callback). */
export interface AsyncSeen {
  async: boolean;
}

/** Runs plugins in order on `tree`, awaiting each; `seen.async` is set when one of them did not finish at once. */
export async function runPluginsAsync<T>(
  plugins: AttachedPlugin[],
  tree: T,
  file: VFile,
  page: string,
  diagnostics: Diagnostic[],
  seen: AsyncSeen,
): Promise<T> {
  for (const plugin of plugins) {
    let result: unknown;
    try {
      result = await awaitTransformer(plugin, tree, file, seen);
    } catch (e) {
      throw new DiagnosticError([...diagnostics, failure(plugin, page, e)]);
    }
    tree = afterPlugin(plugin, tree, result, file, page, diagnostics);
  }
  if (plugins.length > 0) completeMdxElements(tree);
  return tree;
}

/**
 * Gives an MDX element a plugin built without `children` or `attributes` empty ones, as the
 * MDX compiler Docusaurus runs reads a missing list as empty (a plugin adding
 * `<Tabs>`-like elements by hand often leaves them out).
 */
function completeMdxElements(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const element = node as { type?: unknown; children?: unknown; attributes?: unknown };
  if (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') {
    element.children ??= [];
    element.attributes ??= [];
  }
  if (Array.isArray(element.children)) for (const kid of element.children) completeMdxElements(kid);
}

// What the plugin reported becomes the page's; a node it returned replaces the tree.
function afterPlugin<T>(plugin: AttachedPlugin, tree: T, result: unknown, file: VFile, page: string, diagnostics: Diagnostic[]): T {
  const from = reportedUpTo.get(file) ?? 0;
  for (const message of file.messages.slice(from)) diagnostics.push(reported(plugin, page, message));
  reportedUpTo.set(file, file.messages.length);
  if (result && typeof result === 'object' && typeof (result as { type?: unknown }).type === 'string') return result as T;
  return tree;
}

// How many of a file's messages are already the page's diagnostics.
const reportedUpTo = new WeakMap<VFile, number>();

const ASYNC = Symbol('async transformer');

// A transformer's result; a promise or a late callback is the ASYNC error.
function callTransformer(plugin: AttachedPlugin, tree: unknown, file: VFile): unknown {
  if (plugin.transform.length >= 3) {
    let done = false;
    let out: { error?: unknown; tree?: unknown } = {};
    plugin.transform(tree, file, (error, next) => {
      done = true;
      out = { error, tree: next };
    });
    if (!done) throw ASYNC;
    if (out.error) throw out.error;
    return out.tree;
  }
  const result = plugin.transform(tree, file);
  if (isThenable(result)) {
    // What it does later has no page to go to; its rejection must not stop the process.
    result.then(undefined, () => {});
    throw ASYNC;
  }
  if (result instanceof Error) throw result;
  return result;
}

// A transformer's result once it is there: a promise is awaited, a callback waited for.
async function awaitTransformer(plugin: AttachedPlugin, tree: unknown, file: VFile, seen: AsyncSeen): Promise<unknown> {
  if (plugin.transform.length >= 3) {
    let now = true;
    const out = await new Promise<unknown>((resolve, reject) => {
      const result = plugin.transform(tree, file, (error, next) => (error ? reject(error) : resolve(next)));
      // A three-argument transformer may still return its result (or a promise) instead of calling back.
      if (isThenable(result)) result.then(resolve, reject);
      else if (result !== undefined) resolve(result);
    }).finally(() => {
      if (now) seen.async = true;
    });
    now = false;
    return out;
  }
  const result = plugin.transform(tree, file);
  if (!isThenable(result)) {
    if (result instanceof Error) throw result;
    return result;
  }
  seen.async = true;
  return await result;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return !!value && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';
}

function failure(plugin: AttachedPlugin, page: string, e: unknown): Diagnostic {
  if (e === ASYNC) {
    return error(
      'markdown/plugin-async',
      `the ${plugin.kind} plugin ${plugin.name} did not finish at once on this page (it returned a promise or called back later), but every plugin did on the first page of the site, so its pages run their plugins synchronously`,
      {
        file: page,
        hint: "Whether a site's plugins are asynchronous is told from its first page that runs them: make the plugin asynchronous on every page (an async transformer), or synchronous on every page.",
      },
    );
  }
  const place = (e as { line?: number; column?: number }) ?? {};
  return error('markdown/plugin', `the ${plugin.kind} plugin ${plugin.name} failed on this page: ${(e as Error)?.message ?? String(e)}`, {
    file: page,
    line: typeof place.line === 'number' ? place.line : undefined,
    column: typeof place.column === 'number' ? place.column : undefined,
    hint: `The error comes from the plugin's code; check the page's markdown and the plugin's options in site.config.json.`,
  });
}

function reported(plugin: AttachedPlugin, page: string, message: VFile['messages'][number]): Diagnostic {
  const make = message.fatal === true ? error : warning;
  return make('markdown/plugin-message', `${message.reason} (${plugin.kind} plugin ${plugin.name})`, {
    file: page,
    line: message.line ?? undefined,
    column: message.column ?? undefined,
  });
}
