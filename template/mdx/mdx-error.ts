// Kept apart from runtime.tsx: the server entry re-exports it without importing the runtime,
// which the bundle reaches only through `@docs/mdx-runtime`. A file reached both ways could be
// compiled with or without its tsconfig's strict mode, whichever import esbuild met first.

/** An error of an MDX file's own code or tags, naming the file and place (the build reports it as such). */
export class MdxError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly where: string,
    readonly rule: 'mdx/unknown-component' | 'mdx/expression-error',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MdxError';
  }
}
