import type { TagDefinition } from '../content/load-blog.js';
import type { TagLink } from '../../shared/types.js';
import { tagPermalink, tagSlug } from './tags.js';

/** A post's tags: keys of tags.yml with their label, permalink and description, or plain labels and inline tags. */
export function readPostTags(raw: unknown, known: Map<string, TagDefinition>, base: string): TagLink[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((t) => {
      if (typeof t === 'string') {
        const def = known.get(t);
        if (def) return { label: def.label, permalink: tagPermalink(`${base}/tags`, def.permalink), description: def.description };
        return { label: t, permalink: tagPermalink(`${base}/tags`, tagSlug(t)) };
      }
      if (t && typeof t === 'object' && 'label' in t) {
        const label = String((t as { label: unknown }).label);
        const permalink = (t as { permalink?: unknown }).permalink;
        return { label, permalink: tagPermalink(`${base}/tags`, typeof permalink === 'string' ? permalink : tagSlug(label)) };
      }
      return undefined;
    })
    .filter((t): t is TagLink => !!t)
    .map((t) => (t.description === undefined ? { label: t.label, permalink: t.permalink } : t));
}
