import { DiagnosticError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { renderMarkdown } from '../../../src/markdown/render-markdown.js';
import type { MarkdownInput, MarkdownResult } from '../../../src/markdown/types.js';

/** Absolute path of the page the helpers render. */
export const PAGE = '/site/docs/guide/page.md';

/** Renders markdown as the file docs/guide/page.md. */
export function render(source: string, options: Partial<MarkdownInput> = {}): MarkdownResult {
  // These tests cover the plain markdown format (raw HTML, component tags); mdx.test.ts covers MDX.
  return renderMarkdown({ file: 'docs/guide/page.md', absPath: PAGE, source, format: 'md', ...options });
}

/** Renders markdown that must fail and returns the diagnostics of the thrown DiagnosticError. */
export function renderErrors(source: string, options: Partial<MarkdownInput> = {}): Diagnostic[] {
  try {
    render(source, options);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error('expected a DiagnosticError');
}
