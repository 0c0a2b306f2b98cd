/** Admonition types an author may write after `:::`, mapped to the type the template renders. */
export const ADMONITION_TYPES: Readonly<Record<string, string>> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  // Docusaurus kept `caution` as the old name of `warning`; sites still use it.
  caution: 'warning',
};

/** Returns the rendered type of an admonition keyword, or undefined for an unknown keyword. */
export function admonitionType(keyword: string): string | undefined {
  return Object.hasOwn(ADMONITION_TYPES, keyword) ? ADMONITION_TYPES[keyword] : undefined;
}

/** The hint shown for an unknown admonition type. */
export const ADMONITION_HINT = `Use one of ${Object.keys(ADMONITION_TYPES)
  .map((t) => `:::${t}`)
  .join(', ')}.`;
