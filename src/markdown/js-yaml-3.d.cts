// The parts of js-yaml 3 (a bundled devDependency, without types of its own) that
// read-yaml.ts loads: the loader, schemas and the types a schema is made of. A .d.cts file
// (read-yaml.ts references it): in this ES module package a .d.ts file is itself a module,
// and a module cannot declare the types of another untyped one.

declare module 'js-yaml/lib/js-yaml/loader.js' {
  /** Reads one YAML document with the given schema (js-yaml 3's `load`). */
  export function load(input: string, options?: { schema?: unknown; filename?: string }): unknown;
}

declare module 'js-yaml/lib/js-yaml/schema.js' {
  /** A js-yaml 3 schema: the types of another schema plus implicit and explicit ones. */
  export default class Schema {
    constructor(definition: { include?: Schema[]; implicit?: unknown[]; explicit?: unknown[] });
  }
}

declare module 'js-yaml/lib/js-yaml/schema/core.js' {
  /** YAML's core schema: null, booleans, integers, floats, strings, lists and mappings. */
  const schema: import('js-yaml/lib/js-yaml/schema.js').default;
  export default schema;
}

declare module 'js-yaml/lib/js-yaml/type/*' {
  /** A js-yaml 3 type (merge keys, timestamps, binary, omap, pairs, set). */
  const type: unknown;
  export default type;
}
