import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

// Every entry starts with this, then the payload's length and its SHA-256, then the payload.
const MAGIC = Buffer.from('DOCSCACHE1\n');
const HEADER = MAGIC.length + 4 + 32;

/**
 * Entries of the build cache on disk: one file per key under `<dir>/<kind>/`. Each file
 * carries its length and checksum, so a truncated or garbled file is a miss (and is
 * removed), never a result. Writes go beside the file and are renamed into place.
 */
export class CacheStore {
  /** Keys read or written by this build, by kind; the rest is pruned at the end. */
  private readonly touched = new Map<string, Set<string>>();
  /** Per kind: entries used, entries made anew, and files found damaged; for `--verbose`. */
  readonly stats = new Map<string, { hit: number; miss: number; damaged: number }>();
  /** Folders this store made or found, so each is asked for once. */
  private readonly folders = new Set<string>();

  constructor(readonly dir: string) {}

  /** The stored value of kind/key, or undefined when there is none or it is damaged. */
  read<T>(kind: string, key: string): T | undefined {
    this.touch(kind, key);
    const file = this.fileOf(kind, key);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    const payload = checkedPayload(bytes);
    if (payload) {
      try {
        return deserialize(payload) as T;
      } catch {
        // A payload that matches its checksum but does not read back is from another Node: rebuild it.
      }
    }
    this.statsOf(kind).damaged++;
    rmSync(file, { force: true });
    return undefined;
  }

  /** Whether an entry file exists for kind/key (not whether it is sound). */
  has(kind: string, key: string): boolean {
    return existsSync(this.fileOf(kind, key));
  }

  /** Whether the store holds no entry of kind at all (a first build, or a deleted cache). */
  isEmpty(kind: string): boolean {
    try {
      return readdirSync(path.join(this.dir, kind)).length === 0;
    } catch {
      return true;
    }
  }

  /** Stores value under kind/key. A failed write only costs the next build its hit. */
  write(kind: string, key: string, value: unknown): void {
    this.touch(kind, key);
    const payload = serialize(value);
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header, 0);
    header.writeUInt32BE(payload.length, MAGIC.length);
    createHash('sha256')
      .update(payload)
      .digest()
      .copy(header, MAGIC.length + 4);
    const file = this.fileOf(kind, key);
    const temp = tempBeside(file);
    try {
      this.folderOf(file);
      writeFileSync(temp, Buffer.concat([header, payload]));
      renameSync(temp, file);
    } catch {
      rmSync(temp, { force: true });
    }
  }

  /**
   * Keeps a file the build wrote (a page) as kind/name by a hard link, so the cache costs no
   * second copy of it; across file systems it is copied. Returns the stamp that later proves
   * the file unchanged, or undefined when it could not be kept.
   */
  keepFile(kind: string, name: string, source: string): FileStamp | undefined {
    this.touch(kind, name);
    const file = this.fileOf(kind, name);
    let temp: string | undefined;
    try {
      this.folderOf(file);
      // A hard link appears whole at once, so it goes straight to its name; a copy (or a name
      // already taken) goes beside it first and is renamed, so no reader sees half of it.
      if (!linkIfFree(source, file)) {
        temp = tempBeside(file);
        linkOrCopy(source, temp);
        renameSync(temp, file);
      }
      return stampOf(file);
    } catch {
      if (temp) rmSync(temp, { force: true });
      return undefined;
    }
  }

  /**
   * Makes the folder of an entry's file, once per folder and build: a build keeps thousands of
   * files in a few folders, and asking the file system each time costs more than the link.
   */
  private folderOf(file: string): void {
    const dir = path.dirname(file);
    if (this.folders.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.folders.add(dir);
  }

  /**
   * Whether kind/name is still the file kept with this stamp (same size and modification time:
   * truncating or rewriting it changes them). A file that is not is removed and counted damaged.
   */
  holdsFile(kind: string, name: string, stamp: FileStamp): boolean {
    const file = this.fileOf(kind, name);
    let now: FileStamp;
    try {
      now = stampOf(file);
    } catch {
      return false;
    }
    if (now.size === stamp.size && now.mtimeNs === stamp.mtimeNs) return true;
    this.statsOf(kind).damaged++;
    rmSync(file, { force: true });
    return false;
  }

  /** Puts the kept file kind/name at target (a hard link to it, or a copy across file systems). */
  restoreFile(kind: string, name: string, target: string): void {
    this.touch(kind, name);
    linkOrCopy(this.fileOf(kind, name), target);
  }

  /** Counts an entry of kind as used (hit) or made anew. */
  count(kind: string, hit: boolean): void {
    const stats = this.statsOf(kind);
    if (hit) stats.hit++;
    else stats.miss++;
  }

  private statsOf(kind: string) {
    let stats = this.stats.get(kind);
    if (!stats) this.stats.set(kind, (stats = { hit: 0, miss: 0, damaged: 0 }));
    return stats;
  }

  /** Marks a key as used by this build without reading it (it was written by a worker thread). */
  touch(kind: string, key: string): void {
    let keys = this.touched.get(kind);
    if (!keys) this.touched.set(kind, (keys = new Set()));
    keys.add(key);
  }

  /** Removes the entries of the given kinds that this build neither read nor wrote (old versions of pages). */
  prune(kinds: string[]): void {
    for (const kind of kinds) {
      const keys = this.touched.get(kind) ?? new Set();
      let names: string[];
      try {
        names = readdirSync(path.join(this.dir, kind));
      } catch {
        continue;
      }
      for (const name of names) {
        // A file kept beside an entry (`<key>.html`) lives as long as its entry.
        const dot = name.indexOf('.');
        if (keys.has(name) || (dot > 0 && keys.has(name.slice(0, dot)))) continue;
        try {
          unlinkSync(path.join(this.dir, kind, name));
        } catch {
          // Another build may have removed it already.
        }
      }
    }
  }

  private fileOf(kind: string, key: string): string {
    return path.join(this.dir, kind, key);
  }
}

// A name beside file that no other write, in this process or another, is using.
function tempBeside(file: string): string {
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

/** What identifies one version of a kept file: its size and modification time (nanoseconds, as text). */
export interface FileStamp {
  size: number;
  mtimeNs: string;
}

function stampOf(file: string): FileStamp {
  const stat = statSync(file, { bigint: true });
  return { size: Number(stat.size), mtimeNs: String(stat.mtimeNs) };
}

// True once target is a hard link to source; false where a link cannot go straight there
// (the name is taken, or links are refused), for the caller to take the slower way.
function linkIfFree(source: string, target: string): boolean {
  try {
    linkSync(source, target);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') return false;
    throw e;
  }
}

// A hard link shares the bytes; where links are refused (another file system), a copy.
function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw e;
    copyFileSync(source, target);
  }
}

/** The payload of an entry file when its header, length and checksum are right. */
function checkedPayload(bytes: Buffer): Buffer | undefined {
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const length = bytes.readUInt32BE(MAGIC.length);
  if (bytes.length !== HEADER + length) return undefined;
  const payload = bytes.subarray(HEADER);
  const sum = createHash('sha256').update(payload).digest();
  return sum.equals(bytes.subarray(MAGIC.length + 4, HEADER)) ? payload : undefined;
}

/** A short, file-name-safe digest of some strings. */
export function digestOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 32);
}
