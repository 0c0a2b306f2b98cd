import { DATA_COMPONENTS } from './mdx-scope.js';
import { fileFormat } from './render-markdown.js';
import type { MarkdownInput } from './types.js';

const ESM_LINE = /^(?:import|export)\s/;
const HEADING_ID = /\{#[^}\s]*\}\s*$/;
const TAG = /<([A-Z][\w$.]*)/g;
const CODE_SPAN = /(`+)(?:(?!\1)[^])*?\1/g;

/**
 * A cheap look at an MDX file's text, before it is parsed: false when it surely needs no
 * JavaScript (no ESM, no `{`, no tag other than the theme's data components outside code
 * fences). True may still turn out to need none once parsed; false is never wrong, since
 * every construct that needs code starts with one of these outside a fence.
 */
export function mayNeedMdxModule(text: string): boolean {
  if (!text.includes('{') && !text.includes('import') && !text.includes('export') && !/<[A-Z]/.test(text)) return false;
  let fence = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trimStart();
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.slice(marker.length).trim() === '') fence = '';
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (ESM_LINE.test(rawLine)) return true;
    // Code spans hold no code to run (a span split over lines only makes a false "yes").
    const withoutCode = line.includes('`') ? line.replace(CODE_SPAN, '') : line;
    const withoutId = withoutCode.startsWith('#') ? withoutCode.replace(HEADING_ID, '') : withoutCode;
    if (withoutId.includes('{')) return true;
    for (const match of withoutId.matchAll(TAG)) if (!DATA_COMPONENTS.has(match[1])) return true;
  }
  return false;
}

/** Whether a markdown file is read as MDX and may need a module (the files the bundle asks about). */
export function isMdxCandidate(file: { file: string; frontMatter: Record<string, unknown>; source: string }, configured: MarkdownInput['format']): boolean {
  return fileFormat(file.file, file.frontMatter, configured) === 'mdx' && mayNeedMdxModule(file.source);
}
