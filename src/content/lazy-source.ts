import { readFileSync } from 'node:fs';

/**
 * What loading a markdown file learns from it, kept under the file's stamp so that `docs dev`
 * can plan the site again (after a restart, or an edit elsewhere) without reading the files
 * that did not change: their text is read only when a page needs it.
 */
export interface FileFacts {
  /** Size, modification time and inode when the file was read: the facts hold while they match. */
  stamp: string;
  frontMatter: Record<string, unknown>;
  /** The title the file's leading "# Heading" gives (quickTitle), or null. */
  title: string | null;
  /** Whether, read as MDX, the file may need a module (mayNeedMdxModule). */
  mayNeedModule: boolean;
}

// Facts that stand for a text not read yet, by the object whose `source` it will be.
const pending = new WeakMap<object, FileFacts>();

/**
 * Gives target a `source` that reads the file the first time it is asked for (its facts stand
 * for it until then). Target must not have a `source` yet: turning a data property into an
 * accessor would make V8 store the object as a dictionary, slow to read from.
 */
export function attachLazySource<T extends object>(target: T, absPath: string, facts: FileFacts): T & { source: string } {
  let text: string | undefined;
  pending.set(target, facts);
  Object.defineProperty(target, 'source', {
    configurable: true,
    enumerable: true,
    get: () => {
      if (text === undefined) {
        // The file was checked when its facts were made; one that has gone since reads as empty
        // until the watcher's rebuild drops it.
        try {
          text = readFileSync(absPath, 'utf8');
        } catch {
          text = '';
        }
      }
      return text;
    },
    set: (value: string) => {
      text = value;
      pending.delete(target);
    },
  });
  return target as T & { source: string };
}

/** The facts that stand for file's text while it is not read (undefined for a text read as usual). */
export function factsOfUnread(file: object): FileFacts | undefined {
  return pending.get(file);
}
