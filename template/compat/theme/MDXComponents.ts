import { THEME_MDX_COMPONENTS } from '../../mdx/theme-components';

/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`): the components every MDX
 * file gets. A site's src/theme/MDXComponents spreads this and adds its own, as in Docusaurus.
 */
const MDXComponents = THEME_MDX_COMPONENTS;
export default MDXComponents;
