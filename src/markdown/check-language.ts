import { closestMatch } from '../diagnostics/closest-match.js';
import { warning, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isPlainLanguage, knownLanguages, loadLanguage } from './code-languages.js';

/**
 * A warning for a code block whose language has no grammar (it is shown without colours),
 * naming the closest known language; undefined for a known or a plain-text language.
 */
export function checkCodeLanguage(language: string, file: string, line: number | undefined): Diagnostic | undefined {
  if (isPlainLanguage(language) || loadLanguage(language)) return undefined;
  const known = knownLanguages();
  const closest = closestMatch(language, known) ?? nearestByPrefix(language, known);
  const hint = closest
    ? `Did you mean "${closest}"? Else write "text" for a block without colours.`
    : 'Use a language Prism knows (python, go, rust, yaml, sql, diff...), or "text" for a block without colours.';
  return warning('markdown/unknown-language', `code block in unknown language "${language}": it is shown without colours`, { file, line, hint });
}

/** A known language that starts like the unknown one ("golang" → "go"), if any: the longest. */
function nearestByPrefix(language: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const name of known) {
    if (name.length >= 2 && (language.startsWith(name) || name.startsWith(language)) && (!best || name.length > best.length)) best = name;
  }
  return best;
}
