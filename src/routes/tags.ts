// Letters whose base form deburring by decomposition does not reach, as lodash's deburr maps them.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

// The words of a label as lodash's `words` finds them: an ordinal ("21st"), an upper-case run
// before a capitalised word ("XMLHttp" gives XML, Http), a capitalised or lower-case word, an
// upper-case run, a run of digits, or one emoji (with its modifiers and joined parts);
// punctuation separates.
const WORD = new RegExp(
  [
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\p{Lu}+(?=\\p{Lu}[\\p{Ll}\\p{Lo}\\p{Lm}])',
    '\\p{Lu}?[\\p{Ll}\\p{Lo}\\p{Lm}]+',
    '\\p{Lu}+',
    '\\p{N}+',
    '\\p{Regional_Indicator}{2}',
    '\\p{Extended_Pictographic}[\\u{1F3FB}-\\u{1F3FF}\\uFE0F]*(?:\\u200D\\p{Extended_Pictographic}[\\u{1F3FB}-\\u{1F3FF}\\uFE0F]*)*',
  ].join('|'),
  'gu',
);

/**
 * Slug of a tag label for its route, as Docusaurus makes it (lodash's kebabCase): "Launch
 * Week" → "launch-week", "camelCase" → "camel-case", "v2.0" → "v-2-0", "🚀" → "🚀". A label
 * of punctuation only ("..") gives "", which tagPermalink turns into the tags page's own path.
 */
export function tagSlug(label: string): string {
  const plain = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæÆœŒøØđĐłŁþÞðÐ]/g, (c) => LIGATURES[c]!)
    .replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((w) => w.toLowerCase()).join('-');
}

/** The path of a tag's page under the tags page's path; an empty slug gives the tags page's path itself, without a trailing slash. */
export function tagPermalink(tagsPath: string, slug: string): string {
  const rest = slug.replace(/^\/+|\/+$/g, '');
  return rest === '' ? tagsPath : `${tagsPath}/${rest}`;
}
