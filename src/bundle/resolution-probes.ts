import type { Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';

// esbuild's default resolveExtensions, in the order it tries them (the build sets none).
const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/**
 * An input or import path of a metafile as a file on disk: relative to the site folder, or
 * absolute after one of the plugins' namespaces (`docs-mdx-route:/site/docs/x.mdx`);
 * undefined for a virtual module (`docs-pages:docs-pages`).
 */
function diskPath(metaPath: string, siteDir: string): string | undefined {
  const namespace = /^([\w-]+):/.exec(metaPath)?.[1];
  if (!namespace || namespace === 'file') return path.resolve(siteDir, metaPath.slice(namespace ? 5 : 0));
  const rest = metaPath.slice(namespace.length + 1).replace(/\?.*$/, '');
  return path.isAbsolute(rest) ? rest : undefined;
}

/**
 * The files esbuild looked for before the one an import resolved to: `./Card` found as
 * `Card.js` was first looked for as `Card`, `Card.tsx`, `Card.ts` and `Card.jsx`, and `./Card`
 * found as `Card/index.js` also as every `Card.<ext>`. A file added at one of them would be
 * found instead, so each is part of the bundle's cache key; so is `node_modules/<name>` in
 * each folder between a bare import and the package it found. Only the site's own files'
 * imports are followed: packages change only when their own files do.
 */
export function resolutionProbes(metafile: Metafile, siteDir: string, aliased: string[]): string[] {
  const probes = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const importer = diskPath(input, siteDir);
    if (!importer?.startsWith(siteDir + path.sep) || importer.includes(NODE_MODULES)) continue;
    for (const { path: resolvedPath, original, external } of imports) {
      const resolved = !external && original ? diskPath(resolvedPath, siteDir) : undefined;
      if (!resolved) continue;
      if (/^\.\.?\//.test(original!) || original!.startsWith('@site/')) {
        const base = original!.startsWith('@site/') ? path.join(siteDir, original!.slice(6)) : path.resolve(path.dirname(importer), original!);
        for (const probe of probesBefore(base.replace(/[?#].*$/, ''), resolved)) probes.add(probe);
      } else if (resolved.includes(NODE_MODULES) && !original!.startsWith('.') && !path.isAbsolute(original!)) {
        const name = packageName(original!);
        // An aliased package (React in the browser bundle) is the generator's whatever the site installs.
        if (!aliased.includes(name)) for (const probe of packageProbes(importer, name, resolved)) probes.add(probe);
      }
    }
  }
  return [...probes];
}

/** The package a bare import names: `zustand` of `zustand/shallow`, `@scope/pkg` of `@scope/pkg/x`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** What esbuild tries for `base` before `resolved`: the path itself, with each extension, then as a folder's index. */
function probesBefore(base: string, resolved: string): string[] {
  if (resolved === base) return [];
  const candidates = [base, ...RESOLVE_EXTENSIONS.map((ext) => base + ext), ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  const at = candidates.indexOf(resolved);
  // Found another way (a `.js` import of a `.ts` file, a folder's package.json): the path itself was not there.
  return at < 0 ? [base] : candidates.slice(0, at);
}

/**
 * The package folders esbuild looked in before the one it found: `node_modules/<name>` in the
 * importer's folder and each folder above it, nearest first, up to the one that has the
 * package (its package.json marks it; a symbolic link to it counts, as pnpm installs them,
 * though esbuild names the link's target). A package installed nearer would be found instead.
 */
function packageProbes(importer: string, name: string, resolved: string): string[] {
  const probes: string[] = [];
  for (let dir = path.dirname(importer); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', name);
    const manifest = path.join(folder, 'package.json');
    if (resolved.startsWith(folder + path.sep) || existsSync(manifest)) return probes;
    probes.push(manifest);
    if (path.dirname(dir) === dir) return probes;
  }
}
