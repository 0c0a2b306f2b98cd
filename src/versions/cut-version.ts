import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { loadContent } from '../content/load-content.js';
import { readVersionNames } from '../content/load-docs.js';
import { contentPaths, type DocsInstancePaths } from '../content/content-paths.js';
import type { ResolvedConfig } from '../config/types.js';
import { DiagnosticError, error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { describeLeavingLink, isWithin, linkLeaving } from '../files/real-path.js';
import { buildRoutes } from '../routes/build-routes.js';
import { writeVersion } from './write-version.js';

/** What `docs version <name>` created. */
export interface CutVersionResult {
  name: string;
  docsDir: string;
  sidebarsFile: string;
  versions: string[];
}

/** The longest version name: it becomes a folder name and a URL segment. */
export const MAX_VERSION_NAME_LENGTH = 100;

// Names Windows keeps for devices, with any extension: a folder cannot have them there.
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(\..*)?$/i;

/**
 * Why a version name is refused, or undefined when it is fine. The name becomes a folder
 * (versioned_docs/version-<name>) and a URL segment (/docs/<name>), on every system a site
 * is checked out on, so it must be one plain segment that no other docs URL takes.
 */
export function checkVersionName(name: string, existing: string[]): string | undefined {
  if (name.trim() === '') return 'the version name is empty: give one, e.g. `docs version 0.19.0`';
  if (name.length > MAX_VERSION_NAME_LENGTH) return `the version name is ${name.length} characters long; it may have at most ${MAX_VERSION_NAME_LENGTH}`;
  if (/[\\/]/.test(name)) return `the version name "${name}" contains a path separator: use a name such as 0.19.0`;
  if (name === '.' || name === '..') return `the version name "${name}" is a folder of its own ("." or ".."): use a name such as 0.19.0`;
  if (name.includes('..')) return `the version name "${name}" contains "..": use a name such as 0.19.0`;
  if (name === 'current') return '"current" is the name of the unversioned docs: pick another name';
  if (name === 'next') return '"next" is the URL of the current docs once versions exist: pick another name';
  if (name.startsWith('-')) return `the version name "${name}" starts with "-", which commands would read as an option: use a name such as 0.19.0`;
  if (/[<>:"|?*\u0000-\u001f\u007f]/.test(name)) return `the version name "${name}" has characters that cannot be in a folder name`;
  if (/\s/.test(name)) return `the version name "${name}" holds a space, which a URL cannot hold as it is: use a name such as 0.19.0 or 2.x`;
  if (/[. ]$/.test(name)) return `the version name "${name}" ends with a dot or a space, which Windows drops from folder names: use a name such as 0.19.0`;
  if (DEVICE_NAME.test(name))
    return `the version name "${name}" is a device name on Windows (CON, PRN, AUX, NUL, COM1-9, LPT1-9), which no folder may have there: pick another name`;
  if (existing.includes(name)) return `version ${name} already exists: pick a new name, or delete the old version first`;
  return undefined;
}

/**
 * Copies the current docs and sidebars of one docs instance (the main one unless `instance`
 * names another) into a new version and lists it first in its versions file
 * (versions.json, or <id>_versions.json for another instance, as in Docusaurus).
 * Everything is copied to temporary paths and renamed into place, so a failure leaves no trace.
 */
export async function cutVersion(siteDir: string, name: string, instance?: string, configFile?: string): Promise<CutVersionResult> {
  const config = await loadConfig(siteDir, configFile);
  const pluginId = instance ?? config.docs.id;
  const paths = instancePaths(config, pluginId, name);
  const fail = (message: string, hint?: string): never => {
    throw new DiagnosticError([error('version/refused', message, { file: path.relative(config.siteDir, paths.versionsFile) || undefined, hint })]);
  };
  const diagnostics: Diagnostic[] = [];
  const existing = readVersionNames(paths.versionsFile, config.siteDir, diagnostics);
  if (diagnostics.length) throw new DiagnosticError(diagnostics);
  const problem = checkVersionName(name, existing);
  if (problem) fail(problem, 'A version name is one plain segment of a URL and a folder name, such as 0.19.0, 2.x or v3.');
  const currentDocs = paths.docsDir;
  if (!existsSync(currentDocs)) fail(`there are no current docs to version: ${path.relative(config.siteDir, currentDocs)} does not exist`);
  const docsDir = paths.versionedDocsDir(name);
  const sidebarsFile = paths.versionedSidebarsFile(name);
  const versionsFile = paths.versionsFile;
  const outside = whyOutside(config.siteDir, [docsDir, sidebarsFile, versionsFile]);
  if (outside)
    fail(
      `${outside}: docs version writes only inside the site folder, so it wrote nothing`,
      'Make it a folder of the site instead of a link, or keep the content folders inside the site.',
    );

  // The current tree must load and render cleanly, or the new version would be broken too.
  const content = loadContent(config, 'production');
  const current = content.versions.filter((v) => v.pluginId === pluginId && v.name === 'current');
  // Other docs sections stay, so links and navbar items that point into them still resolve.
  buildRoutes(config, { ...content, versions: content.versions.filter((v) => v.pluginId !== pluginId || v.name === 'current') });

  if (existsSync(docsDir)) fail(`${path.relative(config.siteDir, docsDir)} already exists: remove it or pick another name`);
  if (existsSync(sidebarsFile)) fail(`${path.relative(config.siteDir, sidebarsFile)} already exists: remove it or pick another name`);
  const versions = [name, ...existing];
  writeVersion({ name, currentDocs, current: current[0], docsDir, sidebarsFile, versionsFile, versions });
  return { name, docsDir, sidebarsFile, versions };
}

/** The content paths of the docs instance `pluginId`; an error naming the instances there are when it has none. */
function instancePaths(config: ResolvedConfig, pluginId: string, name: string): DocsInstancePaths {
  const ids = config.docsInstances.map((d) => d.id);
  const index = ids.indexOf(pluginId);
  if (index < 0) {
    throw new DiagnosticError([
      error('version/unknown-instance', `there is no docs section with the id "${pluginId}"`, {
        file: path.relative(config.siteDir, config.configFile),
        hint: `Docs sections of this site: ${ids.join(', ')}. Run \`docs version ${name} --instance <id>\` with one of them.`,
      }),
    ]);
  }
  return contentPaths(config).docs[index]!;
}

/** Why one of `targets` would be written outside the site folder (it lies outside, or a link on its way leads out), or undefined. */
function whyOutside(siteDir: string, targets: string[]): string | undefined {
  for (const target of targets) {
    if (!isWithin(siteDir, target)) return `${target} lies outside the site folder`;
    const leak = linkLeaving(siteDir, target);
    if (leak) return describeLeavingLink(siteDir, leak);
  }
  return undefined;
}
