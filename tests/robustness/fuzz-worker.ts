// Runs renderMarkdown on inputs sent by markdown-fuzz.test.ts, in a thread the test can stop when a case hangs.
import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '../../src/diagnostics/diagnostic.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

parentPort!.on('message', (source: string) => {
  try {
    const result = renderMarkdown({
      file: 'content/docs/fuzz.md',
      absPath: '/nonexistent/content/docs/fuzz.md',
      source,
      resolveMarkdownLink: () => undefined,
      resolveAsset: () => undefined,
    });
    parentPort!.postMessage({ outcome: 'page', parts: result.content.length });
  } catch (e) {
    if (e instanceof DiagnosticError) {
      const bad = e.diagnostics.find((d) => !d.rule || d.file !== 'content/docs/fuzz.md' || !d.message);
      parentPort!.postMessage(
        bad ? { outcome: 'crash', error: `a diagnostic without rule, file or message: ${JSON.stringify(bad)}` } : { outcome: 'diagnostic' },
      );
    } else {
      const err = e as Error;
      let chain = err?.stack ?? String(e);
      for (let c = err?.cause as Error | undefined; c; c = c.cause as Error | undefined)
        chain += `\nCaused by: ${String(c)} ${JSON.stringify({ ...c })}\n${c.stack ?? ''}`;
      parentPort!.postMessage({ outcome: 'crash', error: chain });
    }
  }
});
