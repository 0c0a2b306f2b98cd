import type { ComponentType } from 'react';
import { Admonition } from '../components/Admonition';
import { CodeBlock } from '../components/CodeBlock';
import { ContentImage } from '../components/ContentImage';
import { ContentLink } from '../components/ContentLink';
import { Details } from '../components/Details';
import { TabItem } from '../components/TabItem';
import { Tabs } from '../components/Tabs';
import { Head } from '../compat/Head';

/**
 * The theme's components every MDX file may use without an import; also the default
 * export of `@theme/MDXComponents` (and `@theme-original/MDXComponents`), which a site's
 * own src/theme/MDXComponents spreads and extends, as in Docusaurus.
 */
export const THEME_MDX_COMPONENTS: Record<string, ComponentType<any>> = {
  Admonition,
  CodeBlock,
  Details,
  details: Details,
  Head,
  TabItem,
  Tabs,
  a: ContentLink,
  img: ContentImage,
};
