import { DiagnosticError, formatDiagnosticList } from '../diagnostics/diagnostic.js';

/** Prints an error for a user: diagnostics as they are, internal errors with their chain of causes. */
export function reportError(e: unknown, write: (text: string) => void = (t) => process.stderr.write(t)): void {
  if (e instanceof DiagnosticError) {
    const errors = e.diagnostics.filter((d) => d.severity === 'error');
    const warnings = e.diagnostics.filter((d) => d.severity === 'warning');
    write(`${formatDiagnosticList([...warnings, ...errors])}\n`);
    write(`\n${errors.length} error${errors.length === 1 ? '' : 's'} found.\n`);
    return;
  }
  write('Internal error (a bug in docs, not in your site). Please report it with this output:\n');
  let current: unknown = e;
  let depth = 0;
  while (current && depth < 10) {
    const err = current as Error;
    write(`${depth === 0 ? '' : 'Caused by: '}${err.stack ?? String(err)}\n`);
    current = err.cause;
    depth++;
  }
}
