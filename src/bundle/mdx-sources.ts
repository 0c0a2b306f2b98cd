import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { ContentGraph } from '../content/types.js';
import { markdownSources } from '../content/markdown-sources.js';
import { isMdxCandidate } from '../content/mdx-candidate.js';
import { compileMarkdown, mdxModuleKey, type MarkdownContext } from '../routes/compile-markdown.js';
import { runPluginsAhead } from '../routes/plugins-ahead.js';
import type { CompiledMdx, MdxBundleInput } from './mdx-modules.js';
import { deferred } from './deferred.js';
import type { MdxScope } from '../markdown/mdx-scope.js';
import { noteFile } from '../files/dependencies.js';

/** The MDX files that may need a route module (a cheap look at their text; the parse decides). */
export function mdxRouteModules(config: ResolvedConfig, content: ContentGraph): Map<string, string> {
  const modules = new Map<string, string>();
  for (const source of markdownSources(content)) {
    if (isMdxCandidate(source, config.markdown)) modules.set(mdxModuleKey(source.file), source.absPath);
  }
  return modules;
}

/** Whether any markdown file of the content may need an MDX module (stops at the first). */
export function hasMdxRouteModule(config: ResolvedConfig, content: ContentGraph): boolean {
  return markdownSources(content).some((source) => isMdxCandidate(source, config.markdown));
}

/** Compiles MDX files for the bundle with the build's markdown context (links resolve against its routes). */
export function mdxCompiler(ctx: MarkdownContext, content: ContentGraph): (absPath: string) => CompiledMdx {
  const known = new Map(markdownSources(content).map((s) => [s.absPath, s]));
  return (absPath) => {
    const source = known.get(absPath) ?? fileSource(ctx, absPath);
    const result = compileMarkdown(ctx, source.file, absPath, source.source);
    if (!result) return { failed: true };
    return { scope: result.mdx, content: result.content };
  };
}

/** A markdown file read from disk, named relative to the site. */
function fileSource(ctx: MarkdownContext, absPath: string): { file: string; absPath: string; source: string } {
  return { file: path.relative(ctx.config.siteDir, absPath).split(path.sep).join('/'), absPath, source: readFileSync(absPath, 'utf8') };
}

/** Keeps the scope of MDX files by what they are made from, across builds (the build cache does). */
export interface ScopeMemo {
  /** The kept scope of the file (null: it needs no module), or undefined when none is kept for its text. */
  read(absPath: string): MdxScope | null | undefined;
  write(absPath: string, scope: MdxScope | null): void;
}

/** What another thread (a render worker) learnt of the MDX files it owns: each one's scope (null: it needs no module) and the files read. */
export interface WorkerScopes {
  scopes: [string, MdxScope | null][];
  files: [string, string][];
}

/** MDX files whose scopes the render workers report instead of this thread compiling them. */
export interface ReportedScopes {
  files: Set<string>;
  scopes: Promise<WorkerScopes>;
}

/** The MDX input of a bundle, settled by the build as the content and then the routes become known. */
export function mdxBundleInput() {
  const routes = deferred<Map<string, string>>();
  const compile = deferred<(absPath: string, asComponent: boolean) => CompiledMdx | Promise<CompiledMdx>>();
  const input: MdxBundleInput = { routes: routes.promise, compile: compile.promise };
  // The scope each candidate file's module is made from (null: it needs none), once compiled or read.
  const reported = new Map<string, MdxScope | null>();
  return {
    input,
    /** The scope the bundle makes a file's route module from: null when it needs none, undefined when not known (yet). */
    scopeOf: (absPath: string): MdxScope | null | undefined => reported.get(absPath),
    /**
     * Settles both once the routes are planned: the files that may need a module (a cheap look
     * at their text) are compiled, here or by the render workers that own them, and only those
     * that do need one join the page registry. Resolves with the files the workers read.
     */
    setRoutes: async (
      config: ResolvedConfig,
      ctx: MarkdownContext,
      content: ContentGraph,
      workers?: ReportedScopes,
      options: { yieldEvery?: number; memo?: ScopeMemo } = {},
    ): Promise<[string, string][]> => {
      try {
        const compiler = mdxCompiler(ctx, content);
        compile.resolve(async (absPath, asComponent) => {
          // A file imported as a component needs its content, which only this thread has.
          const scope = asComponent ? undefined : reported.get(absPath);
          if (scope !== undefined) return scope ? { scope } : {};
          // A markdown file only code imports (a component's `import T from './_table.md'`) was not run ahead yet.
          if (ctx.cache.plugins?.async) await runPluginsAhead(ctx, [fileSource(ctx, absPath)]);
          return compiler(absPath);
        });
        const candidates = mdxRouteModules(config, content);
        const needed = await ownScopes(candidates, compiler, reported, workers, options);
        const theirs = workers ? workerScopes(workers, candidates, reported, needed, options.memo) : Promise.resolve([]);
        // In key order, whichever thread compiled what: the registry and the cache key stay the same.
        theirs.then(() => routes.resolve(new Map([...needed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))), routes.reject);
        return theirs;
      } catch (e) {
        // Nothing waits forever on a compile that failed: the bundle fails with it.
        routes.reject(e);
        compile.reject(e);
        throw e;
      }
    },
    /** Stops the bundle's waits when the build fails before settling them. */
    fail: (reason: unknown) => {
      routes.reject(reason);
      compile.reject(reason);
    },
  };
}

/**
 * The scopes of the candidate files this thread owns (not the workers'), kept or compiled,
 * into `reported`; resolves with those that need a module, by module key.
 */
async function ownScopes(
  candidates: Map<string, string>,
  compiler: (absPath: string) => CompiledMdx,
  reported: Map<string, MdxScope | null>,
  workers: ReportedScopes | undefined,
  options: { yieldEvery?: number; memo?: ScopeMemo },
): Promise<Map<string, string>> {
  const needed = new Map<string, string>();
  let slice = performance.now();
  const memo = options.memo;
  for (const [key, absPath] of candidates) {
    if (workers?.files.has(absPath)) continue;
    // A file's scope follows from its text and how it is read: a warm build need not parse it.
    let scope = memo?.read(absPath);
    if (scope !== undefined) {
      noteFile(absPath);
      reported.set(absPath, scope);
    } else {
      const compiled = compiler(absPath);
      scope = compiled.scope ?? null;
      // The bundle asks for it again: a second compile would only give the same scope.
      if (!compiled.failed) reported.set(absPath, scope);
      // A file with errors is compiled again next time, so that they are reported again.
      if (!compiled.failed) memo?.write(absPath, scope);
    }
    if (scope) needed.set(key, absPath);
    // A long compile on a server's thread gives its requests a turn now and then.
    if (options.yieldEvery !== undefined && performance.now() - slice > options.yieldEvery) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  return needed;
}

/** Takes the scopes the render workers report into `reported` and `needed`; resolves with the files they read. */
function workerScopes(
  workers: ReportedScopes,
  candidates: Map<string, string>,
  reported: Map<string, MdxScope | null>,
  needed: Map<string, string>,
  memo: ScopeMemo | undefined,
): Promise<[string, string][]> {
  return workers.scopes.then(({ scopes, files }) => {
    const keyOf = new Map([...candidates].map(([key, absPath]) => [absPath, key]));
    for (const [absPath, scope] of scopes) {
      reported.set(absPath, scope);
      memo?.write(absPath, scope);
      const key = keyOf.get(absPath);
      if (scope && key) needed.set(key, absPath);
    }
    return files;
  });
}
