/** Merging the starter's package.json scripts and .gitignore lines into files a folder already has. */

/** What merging the starter's scripts into a package.json did. */
export interface ScriptsMerge {
  /** The file's new text, or undefined when nothing was added. */
  text?: string;
  /** Names of the scripts added. */
  added: string[];
  /** Names of the starter's scripts the file already had with a command of its own. */
  kept: string[];
}

/**
 * Adds the starter's scripts that a package.json lacks, as `npm pkg set` would: the other
 * keys, their order, the indentation, the line endings and the final newline stay as they
 * are; a script the file already has is kept. Text that is not a JSON object is left alone.
 */
export function mergePackageScripts(text: string, scripts: Record<string, string>): ScriptsMerge {
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return { added: [], kept: [] };
  }
  if (!isObject(pkg) || (pkg.scripts !== undefined && !isObject(pkg.scripts))) return { added: [], kept: [] };
  const own = (pkg.scripts ?? {}) as Record<string, unknown>;
  const added = Object.keys(scripts).filter((name) => own[name] === undefined);
  const kept = Object.keys(scripts).filter((name) => own[name] !== undefined && own[name] !== scripts[name]);
  if (added.length === 0) return { added, kept };
  pkg.scripts = { ...own, ...Object.fromEntries(added.map((name) => [name, scripts[name]])) };
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = /\r?\n$/.test(text) ? eol : '';
  return { text: JSON.stringify(pkg, null, indent).replace(/\n/g, eol) + finalNewline, added, kept };
}

/**
 * Appends the starter's ignore lines that a .gitignore lacks ("node_modules", "/node_modules"
 * and "node_modules/" count as one); returns the new text and the lines added.
 */
export function mergeIgnoreLines(text: string, lines: readonly string[]): { text?: string; added: string[] } {
  const key = (line: string) => line.trim().replace(/^\//, '').replace(/\/$/, '');
  const present = new Set(text.split(/\r?\n/).map(key));
  const added = lines.filter((line) => !present.has(key(line)));
  if (added.length === 0) return { added };
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const separator = text === '' || /\n$/.test(text) ? '' : eol;
  return { text: `${text}${separator}${added.join(eol)}${eol}`, added };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
