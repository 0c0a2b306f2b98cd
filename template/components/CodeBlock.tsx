import { Children, isValidElement, type ReactNode } from 'react';
import { nodeText } from '../lib/node-text';
import { CopyButton } from './CopyButton';

/** Props of CodeBlock (from a code fence, or written in a React page with the code as children). */
export interface CodeBlockProps {
  language?: string;
  title?: string;
  /** The raw code, which the copy button copies. */
  code?: string;
  /** 1-based numbers of highlighted lines. */
  highlight?: number[];
  showLineNumbers?: boolean;
  /** Highlighted lines (one element per line), or the code as a string. */
  children?: ReactNode;
  className?: string;
}

/** Splits children into one node per line: elements are lines; a plain string is split at newlines. */
function linesOf(children: ReactNode, code: string): ReactNode[] {
  const items = Children.toArray(children);
  const elements = items.filter((item) => isValidElement(item));
  if (elements.length > 0) {
    // Newline text between line elements is layout noise: each line is its own block.
    return items.filter((item) => isValidElement(item) || (typeof item === 'string' && item.trim() !== '') || typeof item === 'number');
  }
  const text = items.length > 0 ? nodeText(children) : code;
  return text.replace(/\n$/, '').split('\n');
}

/** A code block: optional title bar, highlighted lines, optional line numbers and a copy button. */
export function CodeBlock({ language, title, code, highlight, showLineNumbers, children, className }: CodeBlockProps) {
  const source = code ?? nodeText(children);
  const lines = linesOf(children, source);
  const highlighted = new Set(highlight ?? []);
  const classes = ['docs-code'];
  if (showLineNumbers) classes.push('docs-code--numbered');
  if (title) classes.push('docs-code--titled');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')} data-language={language || undefined}>
      {title ? <div className="docs-code__title">{title}</div> : null}
      <div className="docs-code__body">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block scrolls sideways, so keyboard users must be able to focus it. */}
        <pre className={language ? `docs-code__pre language-${language}` : 'docs-code__pre'} tabIndex={0}>
          <code className="docs-code__code">
            {lines.map((line, index) => (
              <span
                // Lines never reorder, so their position is a stable key.
                key={index}
                className={highlighted.has(index + 1) ? 'docs-code__line docs-code__line--highlighted' : 'docs-code__line'}
              >
                {line}
                {/* Lines from the markdown stage already end with a newline (kept for copy and paste). */}
                {nodeText(line).endsWith('\n') ? null : '\n'}
              </span>
            ))}
          </code>
        </pre>
        <div className="docs-code__buttons">
          <CopyButton code={source.replace(/\n$/, '')} />
        </div>
      </div>
    </div>
  );
}
