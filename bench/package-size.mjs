// What the published package weighs: the tarball `npm pack` makes (packed and unpacked size,
// file count), and what `npm install <tarball>` puts into an empty site folder (bytes of its
// node_modules, and how many packages). Run: node bench/package-size.mjs
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/**
 * Bytes of every file under dir (their sizes, not the blocks they take), links not followed,
 * and a file with several names once (npm installs esbuild's binary under two, hard-linked).
 */
function bytesUnder(dir, seen = new Set()) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(abs, seen);
    else if (entry.isFile()) {
      const stat = lstatSync(abs);
      const id = `${stat.dev}:${stat.ino}`;
      if (!seen.has(id)) total += stat.size;
      seen.add(id);
    }
  }
  return total;
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

const work = mkdtempSync(path.join(os.tmpdir(), 'docs-package-size-'));
try {
  const pack = JSON.parse(run(root, 'npm', ['pack', '--pack-destination', work, '--json']).replace(/^[^[]*/, ''))[0];
  const site = path.join(work, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'package.json'), '{ "name": "site", "private": true }\n');
  run(site, 'npm', ['install', path.join(work, pack.filename), '--no-audit', '--no-fund', '--prefer-offline']);
  const packages = run(site, 'npm', ['ls', '--all', '--parseable']).trim().split('\n').length - 1;
  console.log(`tarball: ${mb(pack.size)} packed, ${mb(pack.unpackedSize)} unpacked, ${pack.entryCount} files`);
  console.log(`installed: ${mb(bytesUnder(path.join(site, 'node_modules')))} in node_modules, ${packages} packages`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
