/** What an edit asks to be done again, from the narrowest to the widest. */
export type RebuildKind = 'content' | 'code' | 'everything';

const WIDTH: Record<RebuildKind, number> = { content: 0, code: 1, everything: 2 };

/** How long edits are gathered before a rebuild starts. */
const COALESCE_MS = 30;

/**
 * The rebuilds of `docs dev`, one at a time. Edits are coalesced: a burst of saves causes one
 * rebuild, of the widest kind asked for, with the files edited in place (null when a file
 * was added or removed: then nothing is known to be only edited).
 */
export interface RebuildQueue {
  /** Notes an edit of file (event as chokidar names it) that needs a rebuild of kind. */
  edit(kind: RebuildKind, event: string, file: string): void;
  /** Runs task after whatever is queued, like a rebuild. */
  enqueue(task: () => Promise<void>): Promise<void>;
  /** Resolves once no edit is waiting and nothing runs. */
  idle(): Promise<void>;
  /** Drops the edit that is waiting, if any. */
  cancel(): void;
}

/** Creates the queue; rebuild runs each coalesced rebuild. */
export function createRebuildQueue(rebuild: (kind: RebuildKind, files: Set<string> | null) => Promise<void>): RebuildQueue {
  let pending: RebuildKind | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let edited: Set<string> | null = new Set();
  const enqueue = (task: () => Promise<void>) => (running = running.then(task));
  return {
    edit(kind, event, file) {
      if (event === 'change' && edited) edited.add(file);
      else edited = null;
      pending = pending && WIDTH[pending] > WIDTH[kind] ? pending : kind;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const [k, files] = [pending!, edited];
        pending = null;
        edited = new Set();
        void enqueue(() => rebuild(k, files));
      }, COALESCE_MS);
    },
    enqueue,
    async idle() {
      while (timer && pending) await new Promise((r) => setTimeout(r, 20));
      await running;
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
