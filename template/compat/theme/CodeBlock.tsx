import { Children, type ReactNode } from 'react';
import { CodeBlock as ThemeCodeBlock } from '../../components/CodeBlock';

/**
 * `@theme/CodeBlock` used from a component: the code is its string children (shown without
 * build-time highlighting, which only code in markdown gets); language, title and
 * showLineNumbers as in Docusaurus.
 */
export default function CodeBlock({
  children,
  language,
  className,
  title,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
}) {
  const code = Children.toArray(children)
    .filter((c) => typeof c === 'string' || typeof c === 'number')
    .join('')
    .replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <ThemeCodeBlock language={lang} title={title} code={code} showLineNumbers={showLineNumbers}>
      {code}
    </ThemeCodeBlock>
  );
}
