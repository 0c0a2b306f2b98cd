/**
 * Finds the line of a key in a config's source text, for diagnostics that point at it. The
 * path is followed segment by segment, each searched after the previous one's position, so
 * `['themeConfig', 'prism', 'theme']` finds the `theme:` inside `prism:` and not another one.
 * A numeric segment picks that element of the array literal at the current position (when the
 * source writes one there). Returns the position of the deepest segment found.
 */
export function findKeyLine(source: string, keyPath: readonly (string | number)[]): { line: number; column: number } | undefined {
  let pos = 0;
  let found: number | undefined;
  for (const segment of keyPath) {
    if (typeof segment === 'number') {
      const at = found === undefined ? -1 : arrayElement(source, pos, segment);
      if (at < 0) continue;
      pos = at;
      found = at;
      continue;
    }
    const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `key:`, `'key':`, `"key":` or a method `key(`; not `.key` or `otherkey:`.
    const re = new RegExp(`(?<![\\w$.'"])(['"]?)${escaped}\\1\\s*[:(]`, 'g');
    re.lastIndex = pos;
    const m = re.exec(source);
    if (!m) continue;
    pos = m.index + m[0].length;
    found = m.index;
  }
  return found === undefined ? undefined : lineAndColumn(source, found);
}

/**
 * The offset of element `index` of the array literal that starts at `from` (after blanks), or
 * -1 when there is no array literal there or it has fewer elements. Strings, comments and
 * nested brackets are skipped, so commas inside them do not count.
 */
function arrayElement(source: string, from: number, index: number): number {
  let i = from;
  while (i < source.length && /\s/.test(source[i]!)) i++;
  if (source[i] !== '[') return -1;
  i++;
  let depth = 0;
  let element = 0;
  let start = -1;
  for (; i < source.length; i++) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 1;
      if (i <= 0) return -1;
      continue;
    }
    if (depth === 0 && start < 0 && !/[\s,\]]/.test(c)) start = i;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') {
      if (depth === 0) return element === index && start >= 0 ? start : -1;
      depth--;
    } else if (c === ',' && depth === 0) {
      if (element === index && start >= 0) return start;
      element++;
      start = -1;
    }
  }
  return -1;
}

/** The 1-based line and column of an offset in a text. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The line of the first occurrence of a string in a source text, or undefined. */
export function findTextLine(source: string, text: string): { line: number; column: number } | undefined {
  const at = source.indexOf(text);
  return at < 0 ? undefined : lineAndColumn(source, at);
}
