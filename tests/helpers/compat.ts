import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, removeDir } from './fixture.js';
import { runCli } from './run-cli.js';
import { treeHash } from './tree-hash.js';

/** The outcome of `docs migrate --write` and `docs build` on a copy of a tests/compat/ fixture. */
export interface CompatRun {
  /** The temp copy of the fixture: the site folder. */
  dir: string;
  /** Output and exit code of `docs migrate . --write`. */
  migrate: ReturnType<typeof runCli>;
  /** The site.config.json it wrote (undefined when it wrote none). */
  config: Record<string, any> | undefined;
  /** Output and exit code of `docs build` (undefined when the build was not asked for or migrate failed). */
  build: ReturnType<typeof runCli> | undefined;
  /** The built site's folder. */
  out: string;
  /** Reads a file of the built site as text. */
  read(rel: string): string;
  /** Removes the temp copy. */
  remove(): void;
}

/** The folder of a compat fixture in the repository. */
export function compatFixture(name: string): string {
  return path.join(repoRoot, 'tests', 'compat', name);
}

/**
 * Copies the Docusaurus site tests/compat/<name> to a temp folder, runs `docs migrate . --write`
 * there and then (unless `build: false`) `docs build`. The fixture itself is never written to:
 * every command runs on the copy, and the copy is checked against the fixture afterwards.
 */
export function migrateAndBuild(name: string, options: { build?: boolean; inRepo?: boolean } = {}): CompatRun {
  const fixture = compatFixture(name);
  const before = treeHash(fixture);
  const dir = mkdtempSync(path.join(tempRoot(options.inRepo), `docs-compat-${name}-`));
  cpSync(fixture, dir, { recursive: true });
  const migrate = runCli(dir, ['migrate', '.', '--write']);
  let config: CompatRun['config'];
  try {
    config = JSON.parse(readFileSync(path.join(dir, 'site.config.json'), 'utf8'));
  } catch {
    config = undefined;
  }
  const build = options.build !== false && migrate.code === 0 ? runCli(dir, ['build']) : undefined;
  if (treeHash(fixture) !== before) throw new Error(`running tests/compat/${name} changed the fixture's own files`);
  const out = path.join(dir, 'dist');
  return { dir, migrate, config, build, out, read: (rel) => readFileSync(path.join(out, rel), 'utf8'), remove: () => removeDir(dir) };
}

/**
 * Where a fixture's copy goes: the system's temp folder, or (`inRepo`) tests/.tmp/, where the
 * repository's node_modules lie above the copy, as a workspace's hoisted packages lie above a
 * site, so the site resolves the published packages the repository installs for tests.
 */
function tempRoot(inRepo = false): string {
  if (!inRepo) return os.tmpdir();
  const dir = path.join(repoRoot, 'tests', '.tmp');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The outcome of `docs build` on a copy of a tests/compat/ fixture that has its own site.config.json. */
export interface CompatBuild {
  dir: string;
  build: ReturnType<typeof runCli>;
  out: string;
  read(rel: string): string;
  remove(): void;
}

/**
 * Copies tests/compat/<name> (a site with its own site.config.json) to a temp folder, lets
 * `prepare` change the copy, and runs `docs build` there; the fixture is checked unchanged after.
 */
export function buildCompat(name: string, prepare: (dir: string) => void = () => {}): CompatBuild {
  const fixture = compatFixture(name);
  const before = treeHash(fixture);
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-compat-${name}-`));
  cpSync(fixture, dir, { recursive: true });
  prepare(dir);
  const build = runCli(dir, ['build']);
  if (treeHash(fixture) !== before) throw new Error(`running tests/compat/${name} changed the fixture's own files`);
  const out = path.join(dir, 'dist');
  return { dir, build, out, read: (rel) => readFileSync(path.join(out, rel), 'utf8'), remove: () => removeDir(dir) };
}

/** Every stylesheet a build wrote into its output's assets/js, joined. */
export function builtCss(outDir: string): string {
  const dir = path.join(outDir, 'assets', 'js');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}
