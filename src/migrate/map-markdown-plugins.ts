/**
 * The remark and rehype plugins of the docs, blog and pages options. Each entry is named by its
 * package or by its file in the site, with its options when JSON holds them, and written to
 * `markdown.<list>` of site.config.json, one list for the whole site. A list the schema has no
 * key for (recma plugins) is reported entry by entry, so nothing is dropped silently.
 */
import path from 'node:path';
import { describeSource, valueSource } from './config-stubs.js';
import { jsonProblem } from './json-value.js';
import { show, type Handler, type KeyPath, type MapContext } from './map-context.js';

/** The plugin lists Docusaurus' content plugins take. */
export const MARKDOWN_PLUGIN_LISTS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins'] as const;

/** One plugin entry as site.config.json would hold it: `[name]` or `[name, options]`. */
export type PluginEntry = [string] | [string, unknown];

/** The plugins found so far, by list, each with where it was found. */
export type MarkdownPlugins = Record<string, { entry: PluginEntry; at: KeyPath }[]>;

/** Starts the collection of a mapping run. */
export function createMarkdownPlugins(): MarkdownPlugins {
  return {};
}

/** The handlers of the plugin lists of one content plugin's options (docs, blog or pages). */
export function markdownPluginHandlers(ctx: MapContext, found: MarkdownPlugins, section: string): Record<string, Handler> {
  return Object.fromEntries(
    MARKDOWN_PLUGIN_LISTS.map((list) => [
      list,
      (value: unknown, at: KeyPath) => {
        if (!Array.isArray(value)) return ctx.note(at, 'migrate/unexpected', `${show(at)} is not a list`, 'Check the Docusaurus config.');
        value.forEach((item, i) => collect(ctx, found, list, item, [...at, i], section));
      },
    ]),
  );
}

function collect(ctx: MapContext, found: MarkdownPlugins, list: string, item: unknown, at: KeyPath, section: string): void {
  const [plugin, options] = Array.isArray(item) ? [item[0], item[1]] : [item, undefined];
  const kind = /rehype/i.test(list) ? 'rehype' : /recma/i.test(list) ? 'recma' : 'remark';
  const named = pluginName(ctx, plugin);
  if (!named) {
    ctx.note(
      at,
      'migrate/markdown-plugin',
      `the ${kind} plugin ${show(at)} of the ${section} is not migrated`,
      `It is written in the config itself, so it has no package or file to name; move it into a file of the site (e.g. src/${kind}/plugin.js) and run docs migrate again.`,
    );
    return;
  }
  const { member } = named;
  // A named export of the module (`import { notes } from './plugins/notes'`) is written `module#notes`.
  const exportName = member && /^\.[A-Za-z_$][\w$]*$/.test(member) ? member.slice(1) : undefined;
  const name = exportName ? `${named.name}#${exportName}` : named.name;
  if (member && !exportName) {
    ctx.note(
      at,
      'migrate/markdown-plugin',
      `the ${kind} plugin ${name}${member} is not migrated`,
      "A plugin is named by its module here (its default export), or by `module#name` for a named export; this one is what calling it returns: export that as a module's default or as a named export, and name it.",
    );
    return;
  }
  const problem = options === undefined ? undefined : jsonProblem(options);
  if (problem) {
    const where = problem.at.length > 0 ? ` (at ${show(problem.at)})` : '';
    ctx.note(
      at,
      'migrate/markdown-plugin',
      `the ${kind} plugin ${name} is not migrated`,
      `Its options hold ${problem.what}${where}, which site.config.json cannot hold; write them as plain values to migrate it.`,
    );
    return;
  }
  const entry: PluginEntry = options === undefined ? [name] : [name, JSON.parse(JSON.stringify(options)) as unknown];
  (found[list] ??= []).push({ entry, at });
}

/**
 * A plugin's package, or its file as a site path ("./src/remark/x.js"), and the member taken
 * from it when that is not the module itself or its default export (".remarkX", "()");
 * undefined for a function written in the config.
 */
function pluginName(ctx: MapContext, plugin: unknown): { name: string; member?: string } | undefined {
  if (typeof plugin === 'string') return { name: plugin };
  const source = valueSource(plugin);
  if (!source) return undefined;
  const rest = source.path[0] === 'default' ? source.path.slice(1) : source.path;
  const member = rest.length > 0 ? describeSource({ module: '', path: rest }) : undefined;
  if (!source.module.startsWith('.')) return { name: source.module, member };
  const abs = path.resolve(ctx.siteDir, source.module);
  return { name: `./${path.relative(ctx.siteDir, abs).split(path.sep).join('/')}`, member };
}

/**
 * Writes each list to `markdown.<list>` when site.config.json has that key, without repeating
 * an entry the docs and the blog share; else reports each plugin with the entry it would be.
 */
export function finishMarkdownPlugins(ctx: MapContext, found: MarkdownPlugins): void {
  for (const [list, items] of Object.entries(found)) {
    const entries: PluginEntry[] = [];
    for (const { entry } of items) if (!entries.some((e) => JSON.stringify(e) === JSON.stringify(entry))) entries.push(entry);
    if (ctx.schemaHas(['markdown', list])) {
      ctx.put(['markdown', list], entries, items[0]!.at);
      continue;
    }
    const kind = /rehype/i.test(list) ? 'rehype' : /recma/i.test(list) ? 'recma' : 'remark';
    for (const { entry, at } of items) {
      ctx.note(
        at,
        'migrate/markdown-plugin',
        `the ${kind} plugin ${entry[0]} is not migrated`,
        kind === 'recma'
          ? 'Recma plugins change the JavaScript @mdx-js/mdx compiles a file to; MDX is not compiled that way here, so they have nothing to run on. Do its job in a remark or rehype plugin.'
          : `site.config.json has no markdown.${list}; it would list it as [${JSON.stringify(entry)}]`,
      );
    }
  }
}
