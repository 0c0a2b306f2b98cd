import { slug } from 'github-slugger';

/** Slug of a tag label for its route ("Launch Week" → "launch-week"). */
export function tagSlug(label: string): string {
  return slug(label);
}
