/**
 * What every part of the config mapping shares: the config being written, the notes about
 * what could not be written, where each written value came from, and the small helpers that
 * walk a Docusaurus object key by key.
 */
import path from 'node:path';
import { stubOrigin, stubSource } from './config-stubs.js';

/** A path of keys in the Docusaurus config, e.g. ['themeConfig', 'navbar', 'items', 2, 'type']. */
export type KeyPath = (string | number)[];

/** A plain object of a config. */
export type Obj = Record<string, unknown>;

/** Maps one value of the Docusaurus config found at a key path. */
export type Handler = (value: unknown, at: KeyPath) => void;

/** Something of the Docusaurus config that has no place in site.config.json, and what to do about it. */
export interface MigrateNote {
  rule: string;
  /** Where in the Docusaurus config (absent for notes about other files). */
  keyPath?: KeyPath;
  /** A file other than the config (a swizzled component, a page), relative to the site folder. */
  file?: string;
  line?: number;
  message: string;
  hint: string;
}

/** The keys site.config.json accepts at a path (the schema's knownKeysAt, or a stand-in in tests). */
export type KnownKeys = (path: readonly PropertyKey[]) => string[] | undefined;

/** The state and helpers of one mapping run. */
export interface MapContext {
  siteDir: string;
  /** The site.config.json being written. */
  out: Obj;
  notes: MigrateNote[];
  /** Where each written value came from: a path of site.config.json and the Docusaurus key path. */
  sources: Array<[target: (string | number)[], from: KeyPath]>;
  knownKeysAt: KnownKeys;
  /** The text of the Docusaurus config file, when known (a function of it is written out from its own text). */
  configText?: string;
  /** Modules of the site the mapping writes besides site.config.json (a function of the config), by their path relative to the site. */
  files: Map<string, string>;
  /** Records a note about a key of the Docusaurus config. */
  note(at: KeyPath, rule: string, message: string, hint: string): void;
  /** Whether site.config.json has the key at the end of `target`. */
  schemaHas(target: readonly (string | number)[]): boolean;
  /** Writes a value at a path of site.config.json when the schema has it, else notes it; true when written. */
  put(target: string[], value: unknown, from: KeyPath, hint?: string): boolean;
  /** False (with a note) for a value computed by code or taken from a package, which JSON cannot hold. */
  plain(value: unknown, at: KeyPath): boolean;
  /** Runs the handler of each key of an object; a key without a handler is noted. */
  each(obj: unknown, at: KeyPath, handlers: Record<string, Handler>, unknownHint?: string): void;
  /** A handler that writes the value at `target` when `accept` takes it. */
  copy(target: string[], accept?: (v: unknown) => boolean): Handler;
  /** A handler that only notes the key, with what to do instead. */
  drop(hint: string, rule?: string): Handler;
  /** A path of the Docusaurus config (relative to the site, or absolute) as a site-relative posix path. */
  rel(p: string): string;
}

/** Whether a value is a plain object (not an array, not a stand-in of a package). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !stubOrigin(v);
/** Whether a value is a string. */
export const str = (v: unknown): v is string => typeof v === 'string';
/** Whether a value is a boolean. */
export const bool = (v: unknown): v is boolean => typeof v === 'boolean';
/** A route base without leading or trailing slashes, as site.config.json writes it. */
export const routeBase = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/^\/+|\/+$/g, '') : v);

/** A key path as it reads in JavaScript: presets[0][1].docs.path. */
export function show(at: KeyPath): string {
  return at.map((k, i) => (typeof k === 'number' ? `[${k}]` : !/^[A-Za-z_$][\w$]*$/.test(k) ? `[${JSON.stringify(k)}]` : i === 0 ? k : `.${k}`)).join('');
}

/** Starts a mapping run for a site folder. */
export function createMapContext(siteDir: string, knownKeysAt: KnownKeys, configText?: string): MapContext {
  const ctx: MapContext = {
    siteDir,
    configText,
    out: {},
    notes: [],
    sources: [],
    knownKeysAt,
    files: new Map(),
    note: (at, rule, message, hint) => ctx.notes.push({ rule, keyPath: at, message, hint }),
    schemaHas: (target) => knownKeysAt(target.slice(0, -1))?.includes(String(target[target.length - 1])) ?? false,
    put: (target, value, from, hint = 'Remove it; nothing here depends on it.') => put(ctx, target, value, from, hint),
    plain: (value, at) => plain(ctx, value, at),
    each: (obj, at, handlers, unknownHint) => each(ctx, obj, at, handlers, unknownHint),
    copy:
      (target, accept = () => true) =>
      (value, at) => {
        if (accept(value)) ctx.put(target, value, at);
        else
          ctx.note(
            at,
            'migrate/unexpected',
            `${show(at)} has a value this generator does not take: ${JSON.stringify(value)}`,
            'Check the option in guides/configuration.md and set it by hand.',
          );
      },
    drop:
      (hint, rule = 'migrate/no-counterpart') =>
      (_v, at) =>
        ctx.note(at, rule, `${show(at)} has no counterpart in site.config.json`, hint),
    rel: (p) => path.relative(siteDir, path.resolve(siteDir, p)).split(path.sep).join('/') || '.',
  };
  return ctx;
}

function put(ctx: MapContext, target: string[], value: unknown, from: KeyPath, hint: string): boolean {
  if (value === undefined) return false;
  if (!ctx.schemaHas(target)) {
    ctx.note(from, 'migrate/no-counterpart', `${show(from)} has no counterpart in site.config.json`, hint);
    return false;
  }
  let obj = ctx.out;
  for (const k of target.slice(0, -1)) obj = (obj[k] ??= {}) as Obj;
  obj[target[target.length - 1]!] = value;
  ctx.sources.push([target, from]);
  return true;
}

/**
 * Notes a value that stands in for a package the site has not installed (its real value is not
 * known here), and says so; false for any other value.
 */
export function noteNotInstalled(ctx: MapContext, value: unknown, at: KeyPath): boolean {
  const stub = stubSource(value);
  if (!stub) return false;
  ctx.note(
    at,
    'migrate/not-installed',
    `${show(at)} comes from ${stubOrigin(value)}, and the package ${stub.module} is not installed here, so its value is not known`,
    `Install the site's packages (npm install in the site folder) and run docs migrate again.`,
  );
  return true;
}

function plain(ctx: MapContext, value: unknown, at: KeyPath): boolean {
  if (noteNotInstalled(ctx, value, at)) return false;
  if (typeof value === 'function') {
    ctx.note(
      at,
      'migrate/computed',
      `${show(at)} is a function, which site.config.json cannot hold`,
      'Write the value it stands for into site.config.json by hand, if this generator has the option.',
    );
    return false;
  }
  return true;
}

function each(
  ctx: MapContext,
  obj: unknown,
  at: KeyPath,
  handlers: Record<string, Handler>,
  unknownHint = 'Remove it, or find the closest option of site.config.json in guides/configuration.md.',
): void {
  if (!isObj(obj)) {
    if (obj !== undefined && ctx.plain(obj, at)) ctx.note(at, 'migrate/unexpected', `${show(at)} is not an object`, 'Check the Docusaurus config.');
    return;
  }
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined) continue;
    const handler = handlers[key];
    if (!handler) ctx.note([...at, key], 'migrate/unknown-key', `${show([...at, key])} is not mapped`, unknownHint);
    else if (ctx.plain(value, [...at, key])) handler(value, [...at, key]);
  }
}
