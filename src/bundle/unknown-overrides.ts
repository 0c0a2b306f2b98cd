import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closestMatch } from '../diagnostics/closest-match.js';
import { warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { templateDir, themeOverridesDir } from '../files/package-root.js';
import { OVERRIDE_EXTENSIONS, themeComponents } from './theme-components.js';

/**
 * Warnings for the files of a site's theme/ folder that replace no component of its theme
 * and that no other file there imports (a helper of an override is no mistake): a misspelt
 * override such as theme/Fotter.tsx is used by no page, and says so at its first line with
 * the component it was likely meant for.
 */
export function unknownOverrides(siteDir: string): Diagnostic[] {
  const dir = themeOverridesDir(siteDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => (OVERRIDE_EXTENSIONS as readonly string[]).includes(path.extname(name)));
  } catch {
    return [];
  }
  const components = themeComponents(templateDir(siteDir)).map((c) => c.name);
  const texts = names.map((name) => readFileSync(path.join(dir, name), 'utf8'));
  const imported = (base: string) => texts.some((text) => new RegExp(`['"]\\./${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.[jt]sx?)?['"]`).test(text));
  const found: Diagnostic[] = [];
  for (const name of names) {
    const base = name.slice(0, -path.extname(name).length);
    if (components.includes(base) || imported(base)) continue;
    const near = closestMatch(base, components);
    const file = path.relative(siteDir, path.join(dir, name)).split(path.sep).join('/');
    found.push(
      warning('theme/unknown-override', `${file} replaces no component of the theme, so no page uses it${near ? `; did you mean ${near}?` : ''}`, {
        file,
        line: 1,
        column: 1,
        hint: `Name the file after the component it replaces (\`docs swizzle <Component>\` writes one). The theme's components: ${components.join(', ')}.`,
      }),
    );
  }
  return found;
}
