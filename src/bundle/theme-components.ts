import { existsSync, readdirSync } from 'node:fs';
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

/** The override file of a component in a site's theme folder, or undefined when it has none. */
export function findOverride(themeDir: string, name: string): string | undefined {
  for (const ext of OVERRIDE_EXTENSIONS) {
    const file = path.join(themeDir, name + ext);
    if (existsSync(file)) return file;
  }
  return undefined;
}
