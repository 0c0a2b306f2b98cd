import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { templateDir } from '../files/package-root.js';
import { parseJsonWithPositions } from '../files/json-positions.js';
import { issuesToDiagnostics } from '../config/issues-to-diagnostics.js';
import { siteConfigSchema } from '../config/schema.js';
import { DiagnosticError, error, warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { themeComponents } from '../bundle/theme-components.js';
import { findKeyLine } from './key-line.js';
import { loadDocusaurusConfig, type DocusaurusConfigFile } from './load-docusaurus-config.js';
import { mapDocusaurusConfig, sourceOf, type MappedConfig, type MigrateNote } from './map-config.js';
import { scanDocusaurusSite } from './scan-site.js';
import { mapBabelConfig } from './scan-babel.js';
import { mapPostcss } from './scan-postcss.js';
import { mapWebpackDefines } from './scan-webpack-define.js';
import { unwrapContentPlugins } from './wrapped-plugins.js';

/** How `docs migrate` runs. */
export interface MigrateOptions {
  siteDir: string;
  /** Write site.config.json (default: only show it). */
  write?: boolean;
  /** Replace an existing site.config.json. */
  force?: boolean;
  /** Folder paths in diagnostics are relative to (the shell's folder). */
  cwd?: string;
}

/** What `docs migrate` found and did. */
export interface MigrateResult {
  /** The text of site.config.json, as written or as it would be written. */
  text: string;
  /** Everything that could not be mapped, as warnings with file:line and a hint. */
  notes: Diagnostic[];
  /** The file written, when --write wrote it. */
  written?: string;
  /** Modules of the site written beside it (or that --write would write), relative to the site folder, with their text. */
  modules: Map<string, string>;
  /** site.config.json was already there (and kept, unless forced). */
  existed: boolean;
}

/**
 * Reads a Docusaurus site's config and produces the equivalent site.config.json, with a
 * diagnostic for everything it could not carry over. Writes site.config.json (and a module for
 * a function of the config it carries over, such as create-redirects.mjs) only with `write`,
 * and replaces an existing file only with `force`; content files are not touched.
 */
export async function migrateSite(options: MigrateOptions): Promise<MigrateResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = path.resolve(options.siteDir);
  const loaded = await loadDocusaurusConfig(siteDir, cwd);
  const unwrapped = await unwrapContentPlugins(loaded.config, loaded.source, siteDir, cwd);
  const mapped = mapDocusaurusConfig(unwrapped.config, siteDir, undefined, loaded.source);
  mapped.notes.push(...unwrapped.notes);
  const postcss = await mapPostcss(loaded.config, loaded.file, loaded.source, siteDir, cwd);
  mapped.notes.push(...postcss.notes);
  // A plugin whose one job, setting up PostCSS, became postcss.plugins is not reported as unmapped.
  const whole = new Set(postcss.mappedPlugins);
  mapped.notes = mapped.notes.filter(
    (n) => !(n.rule === 'migrate/plugin' && n.keyPath?.length === 2 && n.keyPath[0] === 'plugins' && whole.has(n.keyPath[1] as number)),
  );
  if (postcss.plugins.length > 0) mapped.config.postcss = { plugins: postcss.plugins };
  const defines = await mapWebpackDefines(loaded.config, siteDir, cwd);
  mapped.notes.push(...defines.notes);
  if (Object.keys(defines.define).length > 0) mapped.config.define = defines.define;
  const babel = await mapBabelConfig(siteDir, cwd);
  mapped.notes.push(...babel.notes);
  if (babel.babel) mapped.config.babel = babel.babel;
  const diagnostics = notesToDiagnostics(siteDir, cwd, loaded, mapped);
  const text = `${JSON.stringify(mapped.config, null, 2)}\n`;
  checkMapped(cwd, loaded, mapped, text);

  const target = path.join(siteDir, 'site.config.json');
  const existed = existsSync(target);
  const modules = mapped.files;
  if (!options.write) return { text, notes: diagnostics, existed, modules };
  const targets = [target, ...[...modules.keys()].map((rel) => path.join(siteDir, rel))];
  const present = options.force ? [] : targets.filter((file) => existsSync(file));
  if (present.length > 0) {
    throw new DiagnosticError(
      present.map((file) =>
        error('migrate/exists', `${path.basename(file)} already exists and was left as it is`, {
          file: path.relative(cwd, file),
          hint: `Run docs migrate without --write to see the new ${file === target ? 'config' : 'module'}, or add --force to replace the file.`,
        }),
      ),
    );
  }
  for (const [rel, moduleText] of modules) writeWhole(path.join(siteDir, rel), moduleText);
  writeWhole(target, text);
  return { text, notes: diagnostics, written: target, existed, modules };
}

// Written beside and renamed, so an interrupted run never leaves half a file.
function writeWhole(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

// Everything that could not be mapped, from the config and the site's other files, as warnings sorted by file and line.
function notesToDiagnostics(siteDir: string, cwd: string, loaded: DocusaurusConfigFile, mapped: MappedConfig): Diagnostic[] {
  const configRel = path.relative(cwd, loaded.file) || loaded.file;
  const ours = themeComponents(templateDir(siteDir)).map((c) => c.name);
  const notes: MigrateNote[] = [...mapped.notes, ...scanDocusaurusSite(siteDir, mapped.folders, ours, loaded.config)];
  if (loaded.fellBack) {
    notes.push({
      rule: 'migrate/config-packages',
      keyPath: [],
      message: `the config threw with its installed packages (${loaded.fellBack}); it was read with stand-ins for every package`,
      hint: 'Values the config takes from packages are reported where they are used; check them, or fix what made the config throw.',
    });
  }
  // A custom webpack setup written anywhere in the config (inside a plugin's code) is worth pointing at.
  if (!notes.some((n) => n.rule === 'migrate/webpack') && /configureWebpack/.test(loaded.source)) {
    notes.push({
      rule: 'migrate/webpack',
      keyPath: ['configureWebpack'],
      message: 'the config customises webpack (configureWebpack)',
      hint: 'There is no webpack here (the theme is bundled by esbuild); drop it, or do its job in a theme override.',
    });
  }
  const diagnostics = notes.map((n): Diagnostic => {
    if (n.file) return warning(n.rule, n.message, { file: path.relative(cwd, path.join(siteDir, n.file)), line: n.line, hint: n.hint });
    const at = n.keyPath ? findKeyLine(loaded.source, n.keyPath) : undefined;
    return warning(n.rule, n.message, { file: configRel, line: at?.line, column: at?.column, hint: n.hint });
  });
  return diagnostics.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
}

// The result must be a config this generator accepts; a value it rejects is reported at its key in the Docusaurus config.
function checkMapped(cwd: string, loaded: DocusaurusConfigFile, mapped: MappedConfig, text: string): void {
  const parsed = siteConfigSchema.safeParse(mapped.config);
  if (parsed.success) return;
  const configRel = path.relative(cwd, loaded.file) || loaded.file;
  const doc = parseJsonWithPositions(text);
  throw new DiagnosticError(
    parsed.error.issues.flatMap((issue) => {
      const from = sourceOf(mapped.sources, issue.path);
      const at = from ? findKeyLine(loaded.source, from) : undefined;
      return issuesToDiagnostics([issue], doc, 'site.config.json').map((d) =>
        error(d.rule, `the migrated config would be invalid: ${d.message}`, {
          file: configRel,
          line: at?.line,
          column: at?.column,
          hint: `${d.hint ? `${d.hint} ` : ''}Fix the value in ${path.basename(loaded.file)} (or write site.config.json by hand).`,
        }),
      );
    }),
  );
}
