/**
 * The preset's `theme.customCss`: the site's own stylesheets and those of packages, as
 * `require.resolve` gives them. The build reads stylesheets from inside the site folder only,
 * so a package's stylesheet is written by its path under the site's node_modules; one that is
 * not installed, or is installed outside the site, is left out with a note saying what to do.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { KeyPath, MapContext } from './map-context.js';

/** Maps customCss (one path or a list) to the customCss list of site.config.json. */
export function mapCustomCss(ctx: MapContext, css: unknown, at: KeyPath): void {
  const list = Array.isArray(css) ? css : [css];
  const kept: string[] = [];
  list.forEach((entry, i) => {
    const where = Array.isArray(css) ? [...at, i] : at;
    if (typeof entry !== 'string') return;
    const file = stylesheetFile(ctx, entry, where);
    if (file) kept.push(file);
  });
  ctx.put(['customCss'], kept, at);
}

/** The site-relative path of one stylesheet, or undefined (with a note) when the build cannot read it. */
function stylesheetFile(ctx: MapContext, entry: string, at: KeyPath): string | undefined {
  const isPath = /^(\.{1,2}([\\/]|$)|[\\/]|[A-Za-z]:[\\/])/.test(entry);
  const abs = isPath ? path.resolve(ctx.siteDir, entry) : packageFile(ctx.siteDir, entry);
  if (!abs) {
    const pkg = entry.startsWith('@') ? entry.split('/').slice(0, 2).join('/') : entry.split('/')[0]!;
    ctx.note(
      at,
      'migrate/custom-css',
      `the stylesheet ${entry} is in a package that is not installed`,
      `Install ${pkg} in the site (npm install ${pkg}) and run docs migrate again; until then the stylesheet is left out.`,
    );
    return undefined;
  }
  const rel = path.relative(ctx.siteDir, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    ctx.note(
      at,
      'migrate/custom-css',
      `the stylesheet ${entry} is outside the site folder (${abs})`,
      'The build reads stylesheets from the site folder only: copy it into the site (e.g. src/css/) and list it in customCss by that path.',
    );
    return undefined;
  }
  return ctx.rel(abs);
}

/** The file a package path ("pkg/dist/x.css") names, from the site's node_modules or a folder above it. */
function packageFile(siteDir: string, spec: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(spec);
  } catch {
    // A package whose "exports" does not list the stylesheet: look for the file itself.
  }
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', spec);
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}
