/**
 * Remark and rehype plugins as unified calls them: each attacher runs once with `this` a
 * processor (whose `data()` is where syntax plugins such as remark-math put their micromark
 * and mdast extensions) and its options, and returns the transformer the pages run.
 */
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseMdast } from './parse-mdast.js';

/** A transformer as unified runs it: it changes the tree, or returns a new one. */
export type Transformer = (tree: unknown, file: unknown, next?: (error?: unknown, tree?: unknown) => void) => unknown;

/** A plugin's default export, called with its options. */
// biome-ignore lint/suspicious/noConfusingVoidType: a plugin that returns nothing is typed `() => void`, which void here accepts.
export type Attacher = (this: unknown, options?: unknown) => Transformer | void | undefined;

/** The lists of site.config.json's markdown section, in the order they run. */
export const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** One of those lists. */
export type PluginList = (typeof PLUGIN_LISTS)[number];

/** A plugin loaded from its module, with the list it is in and its options. */
export interface PluginModule {
  /** How the config names it: a package or a file of the site. */
  name: string;
  list: PluginList;
  attacher: Attacher;
  options?: unknown;
}

/** A plugin ready to run on pages. */
export interface AttachedPlugin {
  name: string;
  kind: 'remark' | 'rehype';
  transform: Transformer;
}

/** Every plugin of a site, attached, by the point of the markdown stage where they run. */
export interface MarkdownPlugins {
  /** On the mdast right after parsing: before-default remark plugins, then the remark plugins. */
  remark: AttachedPlugin[];
  /** On the hast before its raw HTML is parsed. */
  beforeRehype: AttachedPlugin[];
  /** On the hast after its raw HTML is parsed. */
  rehype: AttachedPlugin[];
  /** Syntax extensions the plugins registered (micromarkExtensions, fromMarkdownExtensions). */
  syntax: { extensions: unknown[]; mdastExtensions: unknown[] };
}

/** Calls every plugin's attacher in config order; a plugin that throws is an error naming it. */
export function attachPlugins(modules: PluginModule[], configFile: string): { plugins: MarkdownPlugins; diagnostics: Diagnostic[] } {
  const store: Record<string, unknown> = {};
  const plugins: MarkdownPlugins = { remark: [], beforeRehype: [], rehype: [], syntax: { extensions: [], mdastExtensions: [] } };
  const diagnostics: Diagnostic[] = [];
  for (const module of modules) {
    const kind = /rehype/i.test(module.list) ? 'rehype' : 'remark';
    const target = kind === 'remark' ? plugins.remark : module.list === 'beforeDefaultRehypePlugins' ? plugins.beforeRehype : plugins.rehype;
    const attach = (attacher: Attacher, options: unknown): void => {
      // `this.use(other)` inside an attacher adds the other plugin right there.
      const processor = processorFor(store, (other, otherOptions) => attach(other, otherOptions), plugins.syntax);
      const transform = attacher.call(processor, options);
      if (typeof transform === 'function') target.push({ name: module.name, kind, transform });
    };
    try {
      attach(module.attacher, module.options);
    } catch (e) {
      diagnostics.push(
        error('markdown/plugin', `the ${kind} plugin ${module.name} failed while it was set up: ${(e as Error)?.message ?? String(e)}`, {
          file: configFile,
          hint: `Check its options in markdown.${module.list}; the plugin threw before any page ran.`,
        }),
      );
    }
  }
  plugins.syntax.extensions = listIn(store, 'micromarkExtensions');
  plugins.syntax.mdastExtensions = listIn(store, 'fromMarkdownExtensions');
  return { plugins, diagnostics };
}

/** Whether any page transform or syntax extension is set. */
export function hasPlugins(plugins: MarkdownPlugins | undefined): plugins is MarkdownPlugins {
  return !!plugins && plugins.remark.length + plugins.beforeRehype.length + plugins.rehype.length + plugins.syntax.extensions.length > 0;
}

// The part of a unified processor plugins use: `data` (shared by all of them) and `use` while
// they attach, and `parse`, which a transformer may call to turn markdown it made into mdast
// (a docblock's text), read as the pages' markdown is, with the syntax plugins registered.
function processorFor(store: Record<string, unknown>, use: (attacher: Attacher, options: unknown) => void, syntax: MarkdownPlugins['syntax']) {
  const processor = {
    parse(text: unknown): unknown {
      const parsed = parseMdast(String(text), 'markdown', 'md', /:::[A-Za-z]/.test(String(text)), syntax);
      if (parsed.diagnostic) throw new Error(parsed.diagnostic.message);
      return parsed.tree;
    },
    data(...args: [key?: unknown, value?: unknown]): unknown {
      // data('k') reads and data('k', undefined) writes: only the count of arguments tells them apart.
      const [key, value] = args;
      if (typeof key === 'string') {
        if (args.length < 2) return store[key];
        store[key] = value;
        return processor;
      }
      if (key && typeof key === 'object') {
        Object.assign(store, key);
        return processor;
      }
      return store;
    },
    use(attacher: unknown, options?: unknown) {
      if (typeof attacher === 'function') use(attacher as Attacher, options);
      else if (Array.isArray(attacher) && typeof attacher[0] === 'function') use(attacher[0] as Attacher, attacher[1]);
      return processor;
    },
  };
  return processor;
}

function listIn(store: Record<string, unknown>, key: string): unknown[] {
  const value = store[key];
  return Array.isArray(value) ? value : [];
}
