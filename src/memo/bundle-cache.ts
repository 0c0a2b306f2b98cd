import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importServerBundle, type ClientAssets, type ServerTemplate } from '../bundle/bundle-template.js';
import type { CacheStore, FileStamp } from '../cache/cache-store.js';
import { dependenciesHold, fileDigest, MISSING } from '../files/dependencies.js';

/** The kind of entry the bundles are stored as. */
export const BUNDLE = 'bundle';

/** What the build learns about the bundle's input only once the routes are planned (its MDX modules). */
export interface LateBundleInput {
  /** Digest of the MDX route modules and the links and routes their content resolves against. */
  key: string;
  /** Files the MDX modules' content was made from, with their digests. */
  files: [string, string][];
}

interface BundleEntry {
  late: string;
  server: { code: Uint8Array; moduleInputs: Record<string, string[]> };
  client: ClientAssets;
  /**
   * The client bundle's files, relative to the output folder. A build keeps each beside the
   * entry as `<key>.<index>` (a hard link to the file the bundle wrote), with the stamp that
   * proves it unchanged: a warm build links them into its output instead of creating 400 files
   * anew. docs dev keeps their bytes: esbuild rewrites its output folder in place, which would
   * change the kept files under it.
   */
  files: [string, FileStamp | Uint8Array][];
  /** Every file the bundles were made from, with its digest. */
  inputs: [string, string][];
}

/** How to bundle when the cache has nothing sound, and where the client files go. */
export interface BundleJob {
  store?: CacheStore;
  /** Digest of what is known at the start: generator, config, page modules. */
  key: string;
  late: Promise<LateBundleInput>;
  outDir: string;
  /** The site's folder: a stored server bundle is written back into its cache folder to be imported. */
  siteDir: string;
  /** Keep the client files as hard links beside the entry (a build), not as bytes in it (docs dev). */
  linkFiles?: boolean;
  /** `clientMissing`: files the browser's bundle looked for and did not find (the server's are on `server`). */
  bundle: () => Promise<{ server: ServerTemplate; client: ClientAssets; clientInputs: string[]; clientMissing: string[] }>;
}

/**
 * The server and client bundles, from the cache when an entry was made from the same inputs
 * (every file esbuild read, and the MDX modules), else from esbuild. With no entry at all
 * esbuild starts at once, while the content is read; with one it waits for the routes.
 */
export async function bundleWithCache(job: BundleJob): Promise<[ServerTemplate, ClientAssets]> {
  const { store } = job;
  if (store?.has(BUNDLE, job.key)) {
    const late = await job.late;
    const entry = store.read<BundleEntry>(BUNDLE, job.key);
    const keptName = (i: number) => `${job.key}.${i}`;
    const sound = (i: number, kept: FileStamp | Uint8Array) => kept instanceof Uint8Array || store.holdsFile(BUNDLE, keptName(i), kept);
    if (entry && entry.late === late.key && entry.files.every(([, kept], i) => sound(i, kept)) && dependenciesHold(entry.inputs)) {
      store.count(BUNDLE, true);
      const made = new Set<string>();
      for (const [i, [rel, kept]] of entry.files.entries()) {
        const file = path.join(job.outDir, rel);
        if (!made.has(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true });
        made.add(path.dirname(file));
        // Names carry a hash of the content: a file already there with the same size (docs
        // dev keeps its last session's) is that file.
        const size = sizeOf(file);
        if (kept instanceof Uint8Array) {
          if (size !== kept.length) writeFileSync(file, kept);
        } else if (size === kept.size) store.touch(BUNDLE, keptName(i));
        else {
          if (size !== undefined) unlinkSync(file);
          store.restoreFile(BUNDLE, keptName(i), file);
        }
      }
      return [await importServerBundle(entry.server.code, entry.server.moduleInputs, job.siteDir), entry.client];
    }
  }
  const { server, client, clientInputs, clientMissing } = await job.bundle();
  if (store) {
    store.count(BUNDLE, false);
    const late = await job.late;
    const inputs = new Map<string, string>(late.files);
    for (const file of [...(server.inputs ?? []), ...clientInputs]) inputs.set(file, fileDigest(file));
    // A file looked for and not found holds while it stays away: one added there is read instead.
    for (const file of [...(server.missing ?? []), ...clientMissing]) if (!inputs.has(file)) inputs.set(file, MISSING);
    const entry: BundleEntry = {
      late: late.key,
      server: { code: server.code!, moduleInputs: server.moduleInputs ?? {} },
      client,
      files: [],
      inputs: [...inputs],
    };
    for (const [i, rel] of client.files.entries()) {
      const file = path.join(job.outDir, rel);
      const kept = job.linkFiles ? store.keepFile(BUNDLE, `${job.key}.${i}`, file) : readFileSync(file);
      // A file that could not be kept: no entry, the next build bundles again.
      if (!kept) return [server, client];
      entry.files.push([rel, kept]);
    }
    store.write(BUNDLE, job.key, entry);
  }
  return [server, client];
}

function sizeOf(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.size;
}

/**
 * The names in the site's theme/ folder and its folders: they decide which template components
 * a bundle replaces (`Footer.tsx`, or the folder form `Footer/index.tsx`), and a file added
 * there was never read by the stored bundle, so its inputs cannot tell (`docs swizzle` adds
 * one). Part of every bundle key.
 */
export function overridesListing(themeDir: string): string {
  try {
    const names = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.split(path.sep).includes('node_modules'));
    return JSON.stringify(names.sort());
  } catch {
    return '[]';
  }
}
