#!/usr/bin/env node
// Entry of the `docs` command: runs the compiled CLI, compiling it first when lib/ is missing.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

// React renders several times faster in production mode; the CLI never needs its dev checks.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'lib', 'cli.js');
if (!existsSync(cli)) await import(pathToFileURL(path.join(root, 'scripts', 'compile.mjs')).href);
const { main } = await import(pathToFileURL(cli).href);
process.exitCode = await main(process.argv);
