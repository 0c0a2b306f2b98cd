import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: in Docusaurus it gives MDX children the site's MDX components. Here
 * MDX content reaches a component already rendered with them (the theme's and the site's
 * src/theme/MDXComponents), so it renders its children as they are.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
