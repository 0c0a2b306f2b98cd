/**
 * Glob patterns as Docusaurus' `include` and `exclude` options write them (`**`, `*`, `?`,
 * `{a,b}`, `[abc]`), matched against a file's posix path relative to its content folder.
 */

/** Compiles a glob to a regular expression over a whole relative path. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` at the start of a segment is any number of folders (none too); `**` elsewhere is anything.
      const segmentStart = i === 0 || glob[i - 1] === '/';
      if (segmentStart && glob[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      depth++;
      re += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      re += ')';
    } else if (c === ',' && depth > 0) re += '|';
    else if (c === '[' && glob.indexOf(']', i + 1) > i + 1) {
      const end = glob.indexOf(']', i + 1);
      re += `[${glob
        .slice(i + 1, end)
        .replace(/^!/, '^')
        .replace(/\\/g, '\\\\')}]`;
      i = end;
    } else re += c.replace(/[.+^$()|\\\]{}]/, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** A test of relative paths: included by one of `include` (every path when unset) and by none of `exclude`. */
export function globFilter(include: readonly string[] | undefined, exclude: readonly string[] | undefined): (rel: string) => boolean {
  const inc = include?.map(globToRegExp);
  const exc = (exclude ?? []).map(globToRegExp);
  return (rel) => (inc === undefined || inc.some((r) => r.test(rel))) && !exc.some((r) => r.test(rel));
}
