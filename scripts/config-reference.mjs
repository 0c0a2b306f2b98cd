// Writes guides/configuration.md (the configuration reference) and schema/site.config.schema.json
// (the JSON Schema the package ships for editors), both generated from src/config/schema.ts.
//   node scripts/config-reference.mjs          (writes both)
//   node scripts/config-reference.mjs --check  (exits 1 when either is out of date)
// tests/unit/config/config-reference.test.ts checks that the committed files are up to date.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = `export { configurationReference } from './src/config/config-reference.ts';
export { siteConfigJsonSchemaText } from './src/config/json-schema.ts';`;
const bundled = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
const { configurationReference, siteConfigJsonSchemaText } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const files = {
  'guides/configuration.md': configurationReference(),
  'schema/site.config.schema.json': siteConfigJsonSchemaText(),
};
let stale = false;
for (const [rel, text] of Object.entries(files)) {
  const file = path.join(root, rel);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${rel} is out of date: run node scripts/config-reference.mjs`);
      stale = true;
    }
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
process.exit(stale ? 1 : 0);
