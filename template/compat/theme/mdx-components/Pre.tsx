import type { ReactNode } from 'react';

/** `@theme/MDXComponents/Pre`: renders its child, the code element that makes the block, as Docusaurus does. */
export default function Pre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
