/**
 * The one HTML escaper of the generator and the template: the page head, feeds, the sitemap,
 * search records and starter files all escape text with it.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'", '#39': "'", apos: "'" };
const SPECIAL = /[&<>"']/;

/**
 * Escapes text for HTML: safe as element content and as an attribute value in either kind of
 * quotes. The entities are the ones DocSearch records hold and its modal decodes (`&#039;`).
 */
export function escapeHtml(text: string): string {
  // Most texts (titles, URLs) have nothing to escape: skip the rewrite.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

/** Turns escaped text back into plain text (the inverse of escapeHtml, tolerant of raw text). */
export function unescapeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|#039|#39|apos);/g, (_, name: string) => UNESCAPES[name]!);
}
