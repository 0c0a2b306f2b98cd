import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Copies a fixture site to a fresh temp folder and returns its path. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-${name}-`));
  cpSync(path.join(repoRoot, 'tests', 'fixtures', name), dir, { recursive: true });
  return dir;
}

/** Copies the bundled site (config, content, static files; the built-in theme) to a fresh temp folder and returns its path. */
export function copyBundledSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-bundled-'));
  for (const entry of ['site.config.json', 'content', 'static']) cpSync(path.join(repoRoot, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

/** Reads a file of a built site as text. */
export function readOut(dir: string, rel: string): string {
  return readFileSync(path.join(dir, rel), 'utf8');
}

/** Removes a temp folder. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
