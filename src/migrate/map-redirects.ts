/**
 * `@docusaurus/plugin-client-redirects`: its `redirects` list becomes `redirects` of
 * site.config.json, its extension lists and its `createRedirects` function `redirectRules`
 * (the build writes the same redirect pages). A function written in the config is written to
 * a module of the site, create-redirects.mjs, which `redirectRules.createRedirects` names; a
 * function the config imports from a file of the site or a package is named where it is.
 */
import { describeSource, stubSource, valueSource } from './config-stubs.js';
import { functionModule } from './function-module.js';
import { isObj, show, str, type KeyPath, type MapContext, type Obj } from './map-context.js';

/** The module `docs migrate` writes a createRedirects function of the config to, relative to the site. */
export const CREATE_REDIRECTS_MODULE = 'create-redirects.mjs';

/** Maps the options of one client-redirects plugin entry (at `at`). */
export function mapClientRedirects(ctx: MapContext, options: unknown, at: KeyPath): void {
  // The function is read here: the generic walk reports every function as a value JSON cannot hold.
  const { createRedirects, ...rest } = isObj(options) ? options : { createRedirects: undefined };
  ctx.each(isObj(options) ? rest : options, at, {
    id: () => {},
    redirects: (list, a) => mapRedirectList(ctx, list, a),
    fromExtensions: (list, a) => mapExtensions(ctx, 'fromExtensions', list, a),
    toExtensions: (list, a) => mapExtensions(ctx, 'toExtensions', list, a),
  });
  if (createRedirects !== undefined && createRedirects !== null) mapCreateRedirects(ctx, createRedirects, [...at, 'createRedirects']);
}

function mapExtensions(ctx: MapContext, key: 'fromExtensions' | 'toExtensions', list: unknown, at: KeyPath): void {
  if (!Array.isArray(list) || !list.every(str)) {
    ctx.note(at, 'migrate/unexpected', `${show(at)} is not a list of extensions`, 'Check the Docusaurus config: a list such as ["html", "htm"].');
    return;
  }
  const existing = ((ctx.out.redirectRules as Obj | undefined)?.[key] as string[] | undefined) ?? [];
  if (list.length > 0) ctx.put(['redirectRules', key], [...new Set([...existing, ...list])], at);
}

/**
 * The createRedirects option: named by its module when the config imports it as a default
 * export, re-exported from create-redirects.mjs when it is a named export, else its source
 * text written there, with a note when it reads names from outside itself.
 */
function mapCreateRedirects(ctx: MapContext, fn: unknown, at: KeyPath): void {
  const source = valueSource(fn);
  if (source && !source.path.includes('()')) {
    const module = source.module.startsWith('.') ? `./${ctx.rel(source.module)}` : source.module;
    const member = source.path[0] === 'default' ? source.path.slice(1) : source.path;
    if (member.length === 0) {
      ctx.put(['redirectRules', 'createRedirects'], module, at);
      return;
    }
    if (member.length === 1 && /^[A-Za-z_$][\w$]*$/.test(member[0]!)) {
      writeModule(ctx, `${HEADER}\nexport { ${member[0]} as default } from ${JSON.stringify(module)};\n`, at);
      return;
    }
  }
  if (typeof fn !== 'function' || stubSource(fn)) {
    const what = source ? describeSource(source) : 'not a function';
    ctx.note(at, 'migrate/create-redirects', `${show(at)} (${what}) cannot be migrated`, MANUAL_HINT);
    return;
  }
  const written = functionModule(fn as (...args: never[]) => unknown, 'createRedirects', ctx.configText, HEADER);
  if (!written) {
    ctx.note(at, 'migrate/create-redirects', `${show(at)} has no source text to migrate`, MANUAL_HINT);
    return;
  }
  writeModule(ctx, written.text, at);
  if (written.outside.length > 0)
    ctx.note(
      at,
      'migrate/create-redirects',
      `${show(at)} reads ${written.outside.join(', ')} from outside the function; ${CREATE_REDIRECTS_MODULE} has its text only`,
      `Define or import ${written.outside.length === 1 ? 'it' : 'them'} in ${CREATE_REDIRECTS_MODULE}, or the build fails where the function reads ${written.outside.length === 1 ? 'it' : 'them'}.`,
    );
}

const HEADER =
  "// Docusaurus' createRedirects function of docusaurus.config, written by docs migrate: called with the path of every page, it returns the old paths that redirect to it.";

const MANUAL_HINT = `Write the function as the default export of a module of the site (such as ${CREATE_REDIRECTS_MODULE}) and name it in redirectRules.createRedirects of site.config.json.`;

function writeModule(ctx: MapContext, text: string, at: KeyPath): void {
  if (ctx.put(['redirectRules', 'createRedirects'], `./${CREATE_REDIRECTS_MODULE}`, at)) ctx.files.set(CREATE_REDIRECTS_MODULE, text);
}

function mapRedirectList(ctx: MapContext, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) {
    ctx.note(at, 'migrate/unexpected', `${show(at)} is not a list`, 'Check the Docusaurus config.');
    return;
  }
  const mapped: Obj[] = [];
  list.forEach((item, i) => {
    const from = isObj(item) ? item.from : undefined;
    const fromOk = str(from) || (Array.isArray(from) && from.length > 0 && from.every(str));
    if (!isObj(item) || !fromOk || !str(item.to)) {
      return ctx.note(
        [...at, i],
        'migrate/unexpected',
        `${show([...at, i])} is not a redirect ({from, to})`,
        'Check the Docusaurus config: `from` is a path or a list of them, `to` a path.',
      );
    }
    mapped.push({ from, to: item.to });
  });
  const existing = (ctx.out.redirects as Obj[] | undefined) ?? [];
  if (mapped.length > 0) ctx.put(['redirects'], [...existing, ...mapped], at);
}
