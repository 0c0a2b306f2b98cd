/**
 * Runs the transformers of attached remark or rehype plugins on one page's tree, as unified's
 * runSync does: each may change the tree in place or return a new one. What a plugin reports
 * on the file becomes a warning of the page, and a plugin that throws is an error naming the
 * plugin and the page. The markdown stage is synchronous, so a transformer that only finishes
 * later (a promise, or a callback called later) is refused with an error that says so.
 */
import { VFile } from 'vfile';
import { DiagnosticError, error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { AttachedPlugin } from './markdown-plugins.js';
import type { PagePlugins } from './types.js';

/** The file a page's plugins get: its path, text and front matter, as Docusaurus gives them. */
export function pluginFile(absPath: string, source: string, frontMatter: Record<string, unknown>, cwd: string): VFile {
  return new VFile({ path: absPath, value: source, cwd, data: { frontMatter } });
}

/** Runs plugins in order on `tree` and returns the tree they leave; `page` is the file diagnostics name. */
export function runPlugins<T>(plugins: AttachedPlugin[], tree: T, file: VFile, page: string, diagnostics: Diagnostic[]): T {
  for (const plugin of plugins) {
    const before = file.messages.length;
    let result: unknown;
    try {
      result = callTransformer(plugin, tree, file);
    } catch (e) {
      throw new DiagnosticError([...diagnostics, failure(plugin, page, e)]);
    }
    for (const message of file.messages.slice(before)) diagnostics.push(reported(plugin, page, message));
    if (result && typeof result === 'object' && typeof (result as { type?: unknown }).type === 'string') tree = result as T;
  }
  return tree;
}

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
  if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
    // What it does later has no page to go to; its rejection must not stop the process.
    (result as Promise<unknown>).then(undefined, () => {});
    throw ASYNC;
  }
  if (result instanceof Error) throw result;
  return result;
}

function failure(plugin: AttachedPlugin, page: string, e: unknown): Diagnostic {
  if (e === ASYNC) {
    return error(
      'markdown/plugin-async',
      `the ${plugin.kind} plugin ${plugin.name} is asynchronous (its transformer returns a promise); plugins run synchronously here`,
      {
        file: page,
        hint: 'Use a synchronous version of the plugin, or do its work before the build (write its output into the page or a file the page imports).',
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

/** The plugin steps of one page, each a no-op when its list is empty. */
export interface PagePluginSteps {
  /** On the mdast right after parsing. */
  remark<T>(tree: T): T;
  /** On the hast before its raw HTML is parsed. */
  beforeRehype<T>(tree: T): T;
  /** On the hast after it; true when it ran (ids it added are gathered again). */
  rehype<T>(tree: T): { tree: T; ran: boolean };
}

/** The plugin steps of a page whose input has plugins, or undefined (nothing to run, nothing made). */
export function pagePluginSteps(
  input: { file: string; source: string; plugins?: PagePlugins },
  frontMatter: Record<string, unknown>,
  diagnostics: Diagnostic[],
): PagePluginSteps | undefined {
  const given = input.plugins;
  if (!given || given.set.remark.length + given.set.beforeRehype.length + given.set.rehype.length === 0) return undefined;
  const file = pluginFile(given.absPath, input.source, frontMatter, given.cwd);
  const run = <T>(list: AttachedPlugin[], tree: T): T => (list.length === 0 ? tree : runPlugins(list, tree, file, input.file, diagnostics));
  return {
    remark: (tree) => run(given.set.remark, tree),
    beforeRehype: (tree) => run(given.set.beforeRehype, tree),
    rehype: (tree) => ({ tree: run(given.set.rehype, tree), ran: given.set.rehype.length > 0 }),
  };
}
