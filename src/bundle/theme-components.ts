import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders of the template whose components a site may replace one by one. */
export const OVERRIDABLE_FOLDERS = ['components', 'pages'] as const;

/** Extensions an override file may have, in the order they are looked for. */
export const OVERRIDE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'] as const;

/** One component of the template that a site may override. */
export interface ThemeComponent {
  /** The name a site uses: the file name without extension, e.g. `Footer`. */
  name: string;
  /** Absolute path of the template's own file. */
  file: string;
}

/** The components of a template a site may override, sorted by name. */
export function themeComponents(template: string): ThemeComponent[] {
  const found: ThemeComponent[] = [];
  for (const folder of OVERRIDABLE_FOLDERS) {
    const dir = path.join(template, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      if (/^[A-Z][A-Za-z0-9]*\.tsx$/.test(entry)) found.push({ name: entry.slice(0, -4), file: path.join(dir, entry) });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The file of a component in a theme folder, or undefined when it has none: `Footer.tsx` (or
 * .jsx, .ts, .js), else the folder form `Footer/index.tsx` that `docusaurus swizzle --eject`
 * writes. A name may have folders (`DocItem/Footer`). `missed` hears each path looked at and
 * not found, in order: a file added at one of them would be found instead.
 */
export function findOverride(themeDir: string, name: string, missed?: (file: string) => void): string | undefined {
  for (const base of [name, `${name}/index`]) {
    for (const ext of OVERRIDE_EXTENSIONS) {
      const file = path.join(themeDir, base + ext);
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
      missed?.(file);
    }
  }
  return undefined;
}
