import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_NAME, templateDir, themeOverridesDir } from '../files/package-root.js';
import { UserError } from '../diagnostics/user-error.js';
import { describeLeavingLink, linkLeaving } from '../files/real-path.js';
import { closestMatch } from '../diagnostics/closest-match.js';
import { findOverride, themeComponents } from '../bundle/theme-components.js';

/** Copies one theme component into the site's theme/ folder, where it overrides the original. */
export function swizzleComponent(siteDir: string, name: string): { file: string } {
  const template = templateDir(siteDir);
  const components = themeComponents(template);
  const component = components.find((c) => c.name === name);
  if (!component) {
    const names = components.map((c) => c.name);
    const guess = closestMatch(name, names);
    throw new UserError(
      `"${name}" is not a theme component${guess ? ` (did you mean "${guess}"?)` : ''}. The components a site may override are:\n  ${names.join(', ')}`,
    );
  }
  const themeDir = themeOverridesDir(siteDir);
  const file = path.join(themeDir, `${name}.tsx`);
  // theme/ linked elsewhere would have the copy written there, out of the site.
  const leak = linkLeaving(siteDir, file);
  if (leak)
    throw new UserError(
      `${describeLeavingLink(siteDir, leak)}: docs swizzle writes only inside the site, so it wrote nothing. Make it a folder of the site instead of a link.`,
    );
  const existing = findOverride(themeDir, name);
  if (existing) {
    throw new UserError(
      `${path.relative(siteDir, existing)} already exists and overrides ${name}; it was left as it is. Delete it first to start again from the theme's ${name}.`,
    );
  }
  const from = path.relative(template, component.file).split(path.sep).join('/');
  const note =
    `// Copied from the ${PACKAGE_NAME} theme (${from}) by \`docs swizzle ${name}\`; this file now replaces it.\n` +
    `// Its relative imports resolve from the theme's ${path.dirname(from)}/ folder unless this folder has the file;\n` +
    `// import '@docs/theme-original/${name}' to wrap the original instead of replacing it.\n`;
  mkdirSync(themeDir, { recursive: true });
  writeFileSync(file, note + readFileSync(component.file, 'utf8'), { flag: 'wx' });
  return { file };
}
