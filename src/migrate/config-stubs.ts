/**
 * Stand-ins for the packages a Docusaurus config imports but this process does not load, and
 * the record of which package each value came from. Both live in the evaluated config's own
 * module scope (the runtime below is prepended to its bundle) and are read back here.
 */

const STUB = Symbol.for('docs.migrate.stub');
const ORIGINS = Symbol.for('docs.migrate.origins');

/** Where a value of the config came from: a module as the config names it, and the path of properties (or "()" for a call) taken from it. */
export interface ValueSource {
  module: string;
  path: string[];
  /** A stand-in (the module was not loaded), not the module's real value. */
  stub: boolean;
  /** The arguments of the call or `new` that made this stand-in (`new DefinePlugin({...})`). */
  args?: unknown[];
}

/** The module a stand-in stands for, or undefined for any other value. */
export function stubSource(value: unknown): ValueSource | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    const source = (value as Record<symbol, unknown>)[STUB] as { module?: unknown; path?: unknown; args?: unknown } | undefined;
    if (!source || typeof source.module !== 'string' || !Array.isArray(source.path)) return undefined;
    const args = Array.isArray(source.args) ? { args: source.args as unknown[] } : {};
    return { module: source.module, path: source.path as string[], stub: true, ...args };
  } catch {
    return undefined;
  }
}

const SPREAD = Symbol.for('docs.migrate.spread');

/**
 * The stand-in an object copied the properties of (`{ ...instance, contentLoaded }`, or
 * `Object.assign({}, instance)`): a stand-in lends the copy a mark of what it stands for.
 */
export function spreadSource(value: unknown): ValueSource | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const source = Object.getOwnPropertyDescriptor(value, SPREAD)?.value as { module?: unknown; path?: unknown } | undefined;
  if (!source || typeof source.module !== 'string' || !Array.isArray(source.path)) return undefined;
  return { module: source.module, path: source.path as string[], stub: true };
}

/** What a stand-in stands for, as the config would read it ("prism-react-renderer.themes.github"), or undefined for a real value. */
export function stubOrigin(value: unknown): string | undefined {
  const source = stubSource(value);
  return source ? describeSource(source) : undefined;
}

/** A value's source as the config would write it: `remark-math`, `x.themes.github`, `x.default()`. */
export function describeSource(source: Pick<ValueSource, 'module' | 'path'>): string {
  return source.module + source.path.map((p) => (p === '()' ? '()' : `.${p}`)).join('');
}

/** Where a value came from: a stand-in's module, or the module a real function or object was exported by. */
export function valueSource(value: unknown): ValueSource | undefined {
  const stub = stubSource(value);
  if (stub) return stub;
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const origins = (globalThis as Record<symbol, WeakMap<object, { module: string; path: string[] }> | undefined>)[ORIGINS];
  const found = origins?.get(value as object);
  return found ? { ...found, stub: false } : undefined;
}

/**
 * The runtime prepended to the config's bundle. `__docsStub(module)` makes a stand-in: any
 * property of it is a stand-in, calling it gives one, and iterating it gives nothing, so
 * `themes.github`, `[...x.styles]` and `require('remark-math')()` all evaluate without the
 * package; copying its properties (`{ ...stub }`) copies only a mark of what it stands for (see
 * spreadSource). A stand-in made by a call or `new` keeps its arguments (see stubSource). `__docsTag(value, module)` records which module a real value came from, so a
 * remark plugin given as a function can be named by its package.
 */
export const STUB_RUNTIME = `
const __docsOrigins = (globalThis[Symbol.for('docs.migrate.origins')] ??= new WeakMap());
const __docsSpread = Symbol.for('docs.migrate.spread');
const __docsStub = (module, path = [], args) => new Proxy(function () {}, {
  ownKeys(target) { return [...Reflect.ownKeys(target).filter((k) => !Reflect.getOwnPropertyDescriptor(target, k).configurable), __docsSpread]; },
  getOwnPropertyDescriptor(target, key) {
    if (key === __docsSpread) return { value: { module, path }, enumerable: true, configurable: true, writable: true };
    return Reflect.getOwnPropertyDescriptor(target, key);
  },
  get(_t, key) {
    if (key === Symbol.for('docs.migrate.stub')) return { module, path, args };
    if (key === __docsSpread) return { module, path };
    if (key === Symbol.toPrimitive) return () => '[' + [module, ...path].join('.') + ']';
    if (key === Symbol.iterator) return function* () {};
    if (key === Symbol.asyncIterator) return async function* () {};
    if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
    return __docsStub(module, [...path, key]);
  },
  apply(_t, _this, args) { return __docsStub(module, [...path, '()'], args); },
  construct(_t, args) { return __docsStub(module, [...path, '()'], args); },
});
const __docsTagOne = (value, module, path) => {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null && !__docsOrigins.has(value)) __docsOrigins.set(value, { module, path });
};
const __docsTag = (value, module) => {
  __docsTagOne(value, module, []);
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    for (const key of Object.keys(value)) {
      try { __docsTagOne(value[key], module, key === 'default' ? [] : [key]); } catch {}
    }
  }
  return value;
};
globalThis.__docsStub = __docsStub;
globalThis.__docsTag = __docsTag;
`;
