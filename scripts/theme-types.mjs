// Writes types/: the declarations (.d.ts) of the theme (template/) and of shared/, which the
// package ships so that a site's TypeScript (its React pages, its theme/ overrides) type-checks
// against @docs/theme, @theme/*, @docusaurus/* and the theme's own modules. The tsconfig.json
// that `docs init` writes maps those names onto these files. Run by `npm run prepare` (so by
// npm pack), like the CLI's compile.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'types');
// typescript's exports do not list its bin: find the package folder from its package.json.
const tsc = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(out, { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.types.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
// The modules the bundler provides (page registry, CSS imports) are declared by hand beside the theme.
copyFileSync(path.join(root, 'template', 'virtual.d.ts'), path.join(out, 'template', 'virtual.d.ts'));

// One file for a site's tsconfig to include: the virtual modules, and every theme module that
// adds to the globals (window.__docs...), which a copied component may use without importing.
const globals = readdirSync(path.join(out, 'template'), { recursive: true })
  .map((rel) => rel.split(path.sep).join('/'))
  .filter((rel) => rel.endsWith('.d.ts') && /^declare global\b/m.test(readFileSync(path.join(out, 'template', rel), 'utf8')))
  .sort();
const references = ['virtual.d.ts', ...globals].map((rel) => `/// <reference path="./${rel}" />`);
writeFileSync(
  path.join(out, 'template', 'site-globals.d.ts'),
  `// Written by scripts/theme-types.mjs: what a site's TypeScript needs besides the modules it imports.\n${references.join('\n')}\n`,
);
