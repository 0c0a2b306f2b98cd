import type { ReactNode } from 'react';
import { Details as ThemeDetails } from '../../components/Details';

/** `@theme/Details`: a collapsible block; `summary` may be given as a prop, as in Docusaurus. */
export default function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  return (
    <ThemeDetails {...rest}>
      {summary !== undefined && (typeof summary === 'string' || typeof summary === 'number' ? <summary>{summary}</summary> : summary)}
      {children}
    </ThemeDetails>
  );
}
