import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionContent } from '../content/types.js';

/** What a new version is made of and where its files go. */
export interface VersionFiles {
  name: string;
  /** The current docs folder, copied as the version's docs. */
  currentDocs: string;
  /** The current docs as loaded: their sidebars file and sidebars. */
  current: VersionContent | undefined;
  docsDir: string;
  sidebarsFile: string;
  versionsFile: string;
  /** The versions file's new list, the new version first. */
  versions: string[];
}

/**
 * Writes a new version: the docs copied, the sidebars as JSON and the versions file listing
 * it. Everything is written to temporary paths and renamed into place, versions.json last, so
 * a failure leaves no trace.
 */
export function writeVersion({ name, currentDocs, current, docsDir, sidebarsFile, versionsFile, versions }: VersionFiles): void {
  const suffix = `.tmp-${process.pid}`;
  const tmpDocs = `${docsDir}${suffix}`;
  const tmpSidebars = `${sidebarsFile}${suffix}`;
  const tmpVersions = `${versionsFile}${suffix}`;
  const created: string[] = [];
  try {
    mkdirSync(path.dirname(docsDir), { recursive: true });
    mkdirSync(path.dirname(sidebarsFile), { recursive: true });
    cpSync(currentDocs, tmpDocs, { recursive: true });
    created.push(tmpDocs);
    // A version's sidebars are always JSON: what the current sidebars file (JSON or a module) gives today.
    const currentSidebars = current?.sidebarsFile;
    writeFileSync(
      tmpSidebars,
      currentSidebars?.endsWith('.json') && existsSync(currentSidebars)
        ? readFileSync(currentSidebars)
        : `${JSON.stringify(current?.sidebarsRaw ?? {}, null, 2)}\n`,
    );
    created.push(tmpSidebars);
    writeFileSync(tmpVersions, `${JSON.stringify(versions, null, 2)}\n`);
    created.push(tmpVersions);
    renameSync(tmpDocs, docsDir);
    created.push(docsDir);
    renameSync(tmpSidebars, sidebarsFile);
    created.push(sidebarsFile);
    // versions.json last: until it names the version, the copied files are not part of the site.
    renameSync(tmpVersions, versionsFile);
  } catch (e) {
    for (const p of created.reverse()) rmSync(p, { recursive: true, force: true });
    throw new Error(`could not create version ${name}; nothing was changed`, { cause: e });
  }
}
