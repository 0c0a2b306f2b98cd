import type { HTMLAttributes, ReactNode } from 'react';
import CodeBlock from '../CodeBlock';

/**
 * `@theme/MDXComponents/Code`: inline code, or a code block when the code spans lines or
 * names a language (`className="language-js"`), as Docusaurus decides.
 */
export default function Code({ className, children, ...rest }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  const text = typeof children === 'string' ? children : undefined;
  const language = /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  if (text !== undefined && (language !== undefined || text.includes('\n'))) {
    return <CodeBlock language={language}>{text}</CodeBlock>;
  }
  return (
    <code className={className} {...rest}>
      {children}
    </code>
  );
}
