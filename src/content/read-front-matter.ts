import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { checkFrontMatter } from './check-front-matter.js';

/** Reads a file's front matter; a malformed one, or one with values of the wrong type, is added to `diagnostics` and gives undefined. */
export function readFrontMatter(source: string, file: string, diagnostics: Diagnostic[]): Record<string, unknown> | undefined {
  try {
    const data = parseFrontMatter(source, file).data;
    return checkFrontMatter(data, source, file, diagnostics) ? data : undefined;
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    diagnostics.push(...e.diagnostics);
    return undefined;
  }
}
