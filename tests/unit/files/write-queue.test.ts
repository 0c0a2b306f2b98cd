import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WriteQueue } from '../../../src/files/write-queue.js';
import { removeDir } from '../../helpers/fixture.js';

describe('WriteQueue', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-writes-'));
  afterAll(() => removeDir(dir));

  it('writes every queued file, more of them than it keeps open at once', async () => {
    const queue = new WriteQueue(4);
    for (let i = 0; i < 300; i++) queue.write(path.join(dir, `f${i}.json`), Buffer.from(`[${i}]`));
    await queue.done();
    expect(readdirSync(dir)).toHaveLength(300);
    expect(readFileSync(path.join(dir, 'f123.json'), 'utf8')).toBe('[123]');
  });

  it('rejects with the first failure, so a build cannot end with files missing', async () => {
    const queue = new WriteQueue(2);
    queue.write(path.join(dir, 'fine.json'), Buffer.from('1'));
    queue.write(path.join(dir, 'no-such-folder', 'lost.json'), Buffer.from('2'));
    await expect(queue.done()).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lets its producer wait until few bytes are left to write, with the files written meanwhile', async () => {
    const queue = new WriteQueue(2);
    const sub = path.join(dir, 'drain');
    mkdirSync(sub);
    const piece = Buffer.alloc(64 * 1024, 'x');
    for (let i = 0; i < 40; i++) queue.write(path.join(sub, `p${i}`), piece);
    await queue.drain(4 * piece.length);
    // At most four pieces' worth is still to go: at least 36 files are complete on disk.
    const complete = readdirSync(sub).filter((name) => statSync(path.join(sub, name)).size === piece.length);
    expect(complete.length).toBeGreaterThanOrEqual(36);
    await queue.drain(4 * piece.length);
    await queue.done();
    expect(readdirSync(sub)).toHaveLength(40);
  });
});
