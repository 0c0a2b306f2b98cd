/** `hasProtocol` of `@docusaurus/isInternalUrl`: whether a URL has a scheme (`https:`, `mailto:`, `pathname:`) or starts with `//`. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** `@docusaurus/isInternalUrl`: whether a URL is a path of this site (given, and without a scheme). */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
