import { useMemo } from 'react';

// Intl's plural categories in the order Docusaurus' messages list their forms ("one|other").
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Picks the form of a message for a count, as Docusaurus' `selectMessage` does: the message
 * lists a form per plural category of the locale, separated by "|", in the order zero, one,
 * two, few, many, other (those the locale has); Intl.PluralRules says which the count takes.
 * A message with one form is that form; one with fewer forms than categories falls back to its last.
 */
export function selectPluralMessage(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  const categories = rules
    .resolvedOptions()
    .pluralCategories.slice()
    .sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}

/** `usePluralForm()` of `@docusaurus/theme-common`: `selectMessage(count, "one|other")` for the site's locale (English). */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  return useMemo(() => ({ selectMessage: (count: number, message: string) => selectPluralMessage('en', count, message) }), []);
}
