import type { ComponentType } from 'react';
import { SITE_COMPONENTS } from '@docs/mdx-components';
import { THEME_MDX_COMPONENTS } from './theme-components';

/**
 * The components every MDX file may use without importing them: the theme's, then the
 * site's (src/theme/MDXComponents, as in Docusaurus), then those passed as props.
 */
export function useMdxComponents(extra?: Record<string, ComponentType<any>>): Record<string, ComponentType<any>> {
  if (!extra) return MERGED;
  return { ...MERGED, ...extra };
}

const MERGED: Record<string, ComponentType<any>> = { ...THEME_MDX_COMPONENTS, ...SITE_COMPONENTS };
