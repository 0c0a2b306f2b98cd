import { createHash } from 'node:crypto';

/**
 * Serializes a route's plan for its cache key: like JSON, but getters are left out, since
 * they compute from markdown that the route's recorded dependencies cover (reading them
 * here would render every blog post). Objects shared between routes (a version's sidebar)
 * are serialized once per batch, and a large one stands in its parents' text as the digest
 * of its own: a page's plan is then a few hundred bytes to hash, not its whole sidebar again.
 */
export function planText(value: unknown, memo: WeakMap<object, string>): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = memo.get(value);
  if (known !== undefined) return known;
  let text: string;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') text = JSON.stringify(withJson.toJSON());
  else if (Array.isArray(value)) text = `[${value.map((v) => (v === undefined || typeof v === 'function' ? 'null' : planText(v, memo))).join(',')}]`;
  else {
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
      if (descriptor.get) continue;
      const v = descriptor.value as unknown;
      if (v === undefined || typeof v === 'function') continue;
      parts.push(`${JSON.stringify(key)}:${planText(v, memo)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  // Same text, same digest: the plan still tells apart exactly what it did.
  if (text.length > DIGEST_ABOVE) text = `#${createHash('sha1').update(text).digest('base64')}`;
  memo.set(value, text);
  return text;
}

// Longer texts are replaced by their digest (28 characters) in the texts that hold them.
const DIGEST_ABOVE = 512;
