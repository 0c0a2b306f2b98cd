import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** Drops repeated diagnostics: a doc rendered by a worker and loaded again on the main thread (for a tag page) reports twice. */
export function dedupeDiagnostics(diagnostics: Diagnostic[]): void {
  const seen = new Set<string>();
  const kept = diagnostics.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  diagnostics.splice(0, diagnostics.length, ...kept);
}

/** Gives markdown links to missing files the severity `onBrokenMarkdownLinks` asks for (a warning by default), or drops them. */
export function applyMarkdownLinkPolicy(config: ResolvedConfig, diagnostics: Diagnostic[]): void {
  const policy = config.onBrokenMarkdownLinks;
  for (let i = diagnostics.length - 1; i >= 0; i--) {
    const d = diagnostics[i]!;
    if (d.rule !== 'markdown/broken-markdown-link') continue;
    if (policy === 'ignore') diagnostics.splice(i, 1);
    else d.severity = policy === 'throw' ? 'error' : 'warning';
  }
}
