import { error, throwIfErrors, type Diagnostic } from '../diagnostics/diagnostic.js';

/** Fails when a React page module of the site has no default export (nothing to render). */
export function checkPageModules(
  pages: { kind: string; key: string; file: string }[],
  get: ((key: string) => { default?: unknown } | undefined) | undefined,
): void {
  if (!get) return;
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    if (page.kind !== 'tsx') continue;
    const mod = get(page.key);
    if (!mod || mod.default === undefined) {
      problems.push(
        error('pages/no-default-export', `the page module ${page.file} has no default export`, {
          file: page.file,
          line: 1,
          column: 1,
          hint: 'Export the page component as the default: export default function Page() { ... }',
        }),
      );
    }
  }
  throwIfErrors(problems);
}
