import { readdirSync } from 'node:fs';
import path from 'node:path';

// The chunk of webpack's runtime, which every `docusaurus build` writes under a content hash.
const WEBPACK_RUNTIME = /^runtime~main\.[0-9a-f]{6,}\.js$/;

/**
 * Whether a folder holds what `docusaurus build` writes: an index.html or 404.html at its
 * root, and webpack's runtime chunk in assets/js/. A site moved from Docusaurus keeps its
 * `outDir: "build"`, where that output is generated, not files of the author's: a build may
 * replace it. One more listing, made only for a folder with no marker of ours.
 */
export function isDocusaurusOutput(dir: string, names: string[]): boolean {
  if (!names.includes('assets') || !(names.includes('index.html') || names.includes('404.html'))) return false;
  try {
    return readdirSync(path.join(dir, 'assets', 'js')).some((name) => WEBPACK_RUNTIME.test(name));
  } catch {
    return false;
  }
}
