// Names that start like a date or a version number ("2024-05-31-notes", "1.2-setup") keep their digits.
const NOT_A_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** Splits a Docusaurus-style number prefix off a file or folder name ("01-intro" → intro, 1). */
export function parseNumberPrefix(segment: string): { name: string; prefix?: number } {
  if (NOT_A_PREFIX.test(segment)) return { name: segment };
  const match = NUMBER_PREFIX.exec(segment);
  return match ? { name: match[2]!, prefix: Number(match[1]) } : { name: segment };
}

/** Strips a Docusaurus-style number prefix ("01-intro" → "intro"). */
export function stripNumberPrefix(segment: string): string {
  return parseNumberPrefix(segment).name;
}

/** Joins URL segments into a clean route ("/docs" + "a/b" → "/docs/a/b"). */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/+/g, '/');
  const withSlash = joined.startsWith('/') ? joined : `/${joined}`;
  return withSlash.length > 1 ? withSlash.replace(/\/$/, '') : withSlash;
}
