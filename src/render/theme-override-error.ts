import { readdirSync } from 'node:fs';
import path from 'node:path';
import { templateDir, themeOverridesDir } from '../files/package-root.js';
import { themeComponents } from '../bundle/theme-components.js';

// The component name each override file of a theme folder replaces, by folder (read once per build process).
const overridesByDir = new Map<string, Map<string, string>>();

/** The overrides in a site's theme folder: component name → file relative to the site ("Footer" → "theme/Footer.tsx"). */
function themeOverrides(siteDir: string): Map<string, string> {
  const dir = themeOverridesDir(siteDir);
  let known = overridesByDir.get(dir);
  if (known) return known;
  known = new Map();
  let entries: string[] = [];
  try {
    entries = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    // No theme folder: no overrides.
  }
  for (const rel of entries) {
    const m = /^(.+?)(?:[/\\]index)?\.(?:tsx|ts|jsx|js)$/.exec(rel);
    if (m) known.set(path.basename(m[1]!), path.relative(siteDir, path.join(dir, rel)).split(path.sep).join('/'));
  }
  overridesByDir.set(dir, known);
  return known;
}

/**
 * The theme override of the site that threw, when the innermost frame of an error is a
 * component the site overrides: its failure is the site's to fix, not the generator's.
 */
export function throwingOverride(siteDir: string, error: unknown): string | undefined {
  const frame = /\n\s+at (?:new )?([\w$]+)/.exec((error as Error)?.stack ?? '')?.[1];
  return frame ? themeOverrides(siteDir).get(frame) : undefined;
}

/** The files of a site's theme folder that replace a component of its theme ("theme/Footer.tsx"), sorted. */
export function themeOverrideFiles(siteDir: string): string[] {
  const components = new Set(themeComponents(templateDir(siteDir)).map((c) => c.name));
  return [...themeOverrides(siteDir)]
    .filter(([name]) => components.has(name))
    .map(([, file]) => file)
    .sort();
}
