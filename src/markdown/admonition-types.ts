/** Admonition types an author may write after `:::`, mapped to the type the template renders. */
export const ADMONITION_TYPES: Readonly<Record<string, string>> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  // Docusaurus kept `caution` as the old name of `warning`; sites still use it.
  caution: 'warning',
  // Docusaurus' older keywords, which it still renders as a type of today under their own title.
  secondary: 'note',
  important: 'info',
  success: 'tip',
};

/** The title an older keyword brings when the author gives none (Docusaurus shows the keyword itself; capitalised, as the theme's titles are). */
const KEYWORD_TITLES: Readonly<Record<string, string>> = { caution: 'Caution', secondary: 'Secondary', important: 'Important', success: 'Success' };

/** The default title of an admonition keyword, when it is one of the older keywords that keep their own. */
export function admonitionKeywordTitle(keyword: string): string | undefined {
  return Object.hasOwn(KEYWORD_TITLES, keyword) ? KEYWORD_TITLES[keyword] : undefined;
}

/** Returns the rendered type of an admonition keyword, or undefined for an unknown keyword. */
export function admonitionType(keyword: string): string | undefined {
  return Object.hasOwn(ADMONITION_TYPES, keyword) ? ADMONITION_TYPES[keyword] : undefined;
}

/** The hint shown for an unknown admonition type. */
export const ADMONITION_HINT = `Use one of ${Object.keys(ADMONITION_TYPES)
  .map((t) => `:::${t}`)
  .join(', ')}.`;
