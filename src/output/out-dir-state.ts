import { existsSync, lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { LINKS_MANIFEST } from '../links/links-manifest.js';
import { OUTPUT_MARKER, readOutputMarker } from './output-marker.js';
import { isDocusaurusOutput } from './docusaurus-output.js';

/** What an output folder holds before a build, by who wrote it (entries of its root). */
export interface OutDirState {
  /** The folder is a symbolic link (to a folder): the build writes where it leads, in place. */
  linked: boolean;
  /** Entries a previous build of ours wrote. */
  ours: string[];
  /** Entries no build of ours wrote. */
  foreign: string[];
  /** A previous build wrote into the folder in place, beside entries of others. */
  shared: boolean;
}

/** What a killed in-place update leaves in the folder (see update-in-place.ts): ours, removed by the next one. */
export const LEFTOVER = /^\.docs-(?:old-|build\.tmp-)(\d+)$/;

/**
 * Reads who wrote each entry of an output folder's root: a few stat calls and one listing,
 * never a walk. Returns why the path cannot be an output folder instead (a file, a link to
 * nowhere). Our own output is known by its marker, or for an older build's, by its links
 * manifest (that build wrote every entry but a `.git`, which no build writes); the output of
 * `docusaurus build` counts as a build's too, all but a `.git` in it.
 */
export function inspectOutDir(outDir: string): OutDirState | string {
  let linked: boolean;
  try {
    linked = lstatSync(outDir).isSymbolicLink();
  } catch {
    return { linked: false, ours: [], foreign: [], shared: false };
  }
  let isFolder: boolean;
  try {
    isFolder = statSync(outDir).isDirectory();
  } catch {
    return `is a symbolic link to ${readlinkSync(outDir)}, which does not exist`;
  }
  if (!isFolder) return linked ? `is a symbolic link to ${readlinkSync(outDir)}, which is not a folder` : 'is a file, not a folder';
  const names = readdirSync(outDir).filter((n) => !LEFTOVER.test(n));
  const marker = readOutputMarker(outDir);
  let own: Set<string>;
  if (marker) own = new Set([...marker.entries, OUTPUT_MARKER]);
  else if (!linked && (existsSync(path.join(outDir, LINKS_MANIFEST)) || isDocusaurusOutput(outDir, names))) own = new Set(names.filter((n) => n !== '.git'));
  else own = new Set();
  return {
    linked,
    ours: names.filter((n) => own.has(n)),
    foreign: names.filter((n) => !own.has(n)).sort(),
    shared: marker?.shared ?? false,
  };
}
