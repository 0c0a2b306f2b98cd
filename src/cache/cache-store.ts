import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
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
    createHash('sha256').update(payload).digest().copy(header, MAGIC.length + 4);
    const file = this.fileOf(kind, key);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temp, Buffer.concat([header, payload]));
      renameSync(temp, file);
    } catch {
      rmSync(temp, { force: true });
    }
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
        if (keys.has(name)) continue;
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
