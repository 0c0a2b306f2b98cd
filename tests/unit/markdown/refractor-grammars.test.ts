import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/fixture.js';

describe('the table of refractor grammars', () => {
  it('lists every grammar and alias of the installed refractor (regenerating it changes nothing)', () => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/refractor-grammars.mjs'), '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
