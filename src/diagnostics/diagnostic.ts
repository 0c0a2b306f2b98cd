/** A problem in a user's config or content, with where it is and how to fix it. */
export interface Diagnostic {
  /** Rule id such as "config/invalid-type" or "links/missing-anchor". */
  rule: string;
  severity: 'error' | 'warning';
  /** File path, relative to the site directory when inside it. */
  file?: string;
  line?: number;
  column?: number;
  message: string;
  /** How to fix it. */
  hint?: string;
}

/** Thrown by a stage that found user errors; carries every diagnostic of that stage. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}:\n${formatDiagnostics(errors)}`);
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

/** A text with its line breaks and other control characters escaped ("\\n"), so a file name that holds one prints on one line. */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Formats one diagnostic as "file:line:column error message (rule)\n  hint". */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${printable(d.file)}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : '';
  const head = `${where ? `${where} ` : ''}${d.severity} ${d.message} [${d.rule}]`;
  return d.hint ? `${head}\n  ${d.hint}` : head;
}

/** Formats a list of diagnostics, one per paragraph. */
export function formatDiagnostics(list: Diagnostic[]): string {
  return list.map(formatDiagnostic).join('\n');
}

/** How many diagnostics of one rule are printed before the rest are only counted. */
export const MAX_SHOWN_PER_RULE = 100;

/**
 * Formats diagnostics for a terminal: one line each, a hint once per rule (again only when
 * it says something else), and past MAX_SHOWN_PER_RULE of one rule a count of the rest.
 */
export function formatDiagnosticList(list: Diagnostic[], maxPerRule = MAX_SHOWN_PER_RULE): string {
  const shown = new Map<string, number>();
  const hints = new Map<string, Set<string>>();
  const lines: string[] = [];
  for (const d of list) {
    const count = (shown.get(d.rule) ?? 0) + 1;
    shown.set(d.rule, count);
    if (count > maxPerRule) continue;
    const seen = hints.get(d.rule) ?? new Set<string>();
    hints.set(d.rule, seen);
    const hint = d.hint !== undefined && !seen.has(d.hint) ? d.hint : undefined;
    if (hint !== undefined) seen.add(hint);
    lines.push(formatDiagnostic({ ...d, hint }));
  }
  for (const [rule, count] of shown) {
    if (count > maxPerRule) lines.push(`... and ${count - maxPerRule} more of [${rule}]`);
  }
  return lines.join('\n');
}

/** Creates a diagnostic of severity error. */
export function error(rule: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { rule, severity: 'error', message, ...where };
}

/** Creates a diagnostic of severity warning. */
export function warning(rule: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { rule, severity: 'warning', message, ...where };
}

/** Throws a DiagnosticError when the list holds at least one error. */
export function throwIfErrors(list: Diagnostic[]): void {
  if (list.some((d) => d.severity === 'error')) throw new DiagnosticError(list);
}

/**
 * One failure for several threads' failures: their diagnostics together when each is a
 * DiagnosticError (an author's mistakes, all reported at once), else the first other error.
 */
export function mergeFailures(failures: unknown[]): unknown {
  const other = failures.find((f) => !(f instanceof DiagnosticError));
  if (other !== undefined || failures.length === 1) return other ?? failures[0];
  return new DiagnosticError(failures.flatMap((f) => (f as DiagnosticError).diagnostics));
}
