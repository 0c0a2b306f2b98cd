/** Strips a Docusaurus-style number prefix ("01-intro" → "intro"). */
export function stripNumberPrefix(segment: string): string {
  return segment.replace(/^\d+[-_.\s]+(?=.)/, '');
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
