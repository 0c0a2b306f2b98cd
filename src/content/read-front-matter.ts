import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseFrontMatter } from '../markdown/front-matter.js';

/** Reads a file's front matter; a malformed one is added to `diagnostics` and gives undefined. */
export function readFrontMatter(source: string, file: string, diagnostics: Diagnostic[]): Record<string, unknown> | undefined {
  try {
    return parseFrontMatter(source, file).data;
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    diagnostics.push(...e.diagnostics);
    return undefined;
  }
}
