/**
 * Imports a server bundle. Importing it loads every page module (see loadAllPages): code at
 * the top level of a page, or of a module it imports, that throws then is the site's error,
 * reported at each page it broke with the error and the first frames of its stack (esbuild
 * names each module's initialiser after its file, so the frames say which module threw).
 */
import { pathToFileURL } from 'node:url';
import { DiagnosticError, error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { PAGE_LOAD_FAILURES } from './page-registry.js';

export async function importServerModule<T>(file: string): Promise<T> {
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } catch (e) {
    const diagnostics = pageLoadDiagnostics(e);
    throw diagnostics ? new DiagnosticError(diagnostics) : e;
  }
}

/** One error per page whose module threw while it loaded; undefined for any other failure. */
export function pageLoadDiagnostics(e: unknown): Diagnostic[] | undefined {
  const failures = (e as Record<string, unknown> | undefined)?.[PAGE_LOAD_FAILURES] as { file: string; error: unknown }[] | undefined;
  if (!Array.isArray(failures)) return undefined;
  return failures.map(({ file, error: cause }) => {
    const thrown = cause instanceof Error ? cause : new Error(String(cause));
    const frames = (thrown.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 6)
      .join('\n');
    return error('pages/load', `loading the page module threw: ${thrown.message}${frames ? `\n${frames}` : ''}`, {
      file,
      hint: 'Code at the top level of this page, or of a module it imports, threw when the page was loaded (before it rendered); the stack above shows where.',
    });
  });
}
