import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generator's package name on the registry; the theme imports the shared module under it. */
export const PACKAGE_NAME = 'docs-kiln';

let cached: string | undefined;

/** Absolute path of the generator's own package (where its built-in template lives). */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === PACKAGE_NAME) return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package root`);
    dir = parent;
  }
}

/** The template a site uses: its own template/ folder when it has one, else the built-in one. */
export function templateDir(siteDir: string): string {
  const own = path.join(siteDir, 'template');
  return existsSync(path.join(own, 'entry-server.tsx')) ? own : path.join(packageRoot(), 'template');
}

/** The folder of a site's component overrides (`theme/Footer.tsx` replaces the theme's Footer). */
export function themeOverridesDir(siteDir: string): string {
  return path.join(siteDir, 'theme');
}

/**
 * Import paths the theme uses for package parts, mapped to files: `docs-kiln/shared/...` is the
 * code both the generator and the browser run, so a theme outside this package (a site's copy
 * of template/, an override in theme/) imports it the same way.
 */
export function themeAliases(template: string): Record<string, string> {
  return {
    '@docs/theme': path.join(template, 'theme.ts'),
    [`${PACKAGE_NAME}/shared`]: path.join(packageRoot(), 'shared'),
  };
}

/**
 * React as the package resolves it, for the browser bundle: a site's own pages and overrides
 * then share the theme's single copy of React even when the site installs another one.
 */
export function reactAliases(): Record<string, string> {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  const dir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  return { react: dir('react'), 'react-dom': dir('react-dom') };
}
