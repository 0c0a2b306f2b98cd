import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stubOrigin, valueSource } from '../../../src/migrate/config-stubs.js';
import { loadDocusaurusConfig } from '../../../src/migrate/load-docusaurus-config.js';
import { removeDir } from '../../helpers/fixture.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** A site folder with these files. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-load-config-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('loadDocusaurusConfig', () => {
  it('reads an installed package that throws when loaded again with stand-ins, and says so', async () => {
    const dir = site({
      'node_modules/needs-browser/package.json': '{"name": "needs-browser", "main": "index.js"}',
      'node_modules/needs-browser/index.js': "throw new Error('window is not defined');",
      'docusaurus.config.js': "const plugin = require('needs-browser');\nmodule.exports = {title: 'T', url: 'https://t.example', plugins: [plugin]};\n",
    });
    const loaded = await loadDocusaurusConfig(dir);
    expect(loaded.fellBack).toContain('window is not defined');
    expect(loaded.config.title).toBe('T');
    expect(stubOrigin((loaded.config.plugins as unknown[])[0])).toBe('needs-browser');
  });

  it("tags the values of installed packages and of the config's own files with where they came from", async () => {
    const dir = site({
      'node_modules/remark-lamp/package.json': '{"name": "remark-lamp", "main": "index.js"}',
      'node_modules/remark-lamp/index.js': 'module.exports = function remarkLamp() {};',
      'plugins/glow.js': 'module.exports = function glow() {};',
      'docusaurus.config.mjs':
        "import lamp from 'remark-lamp';\nimport glow from './plugins/glow.js';\nexport default {title: 'T', url: 'https://t.example', customFields: {lamp, glow}};\n",
    });
    const { config } = await loadDocusaurusConfig(dir);
    const fields = config.customFields as Record<string, unknown>;
    expect(valueSource(fields.lamp)).toEqual({ module: 'remark-lamp', path: [], stub: false });
    expect(valueSource(fields.glow)).toEqual({ module: './plugins/glow.js', path: [], stub: false });
  });
});
