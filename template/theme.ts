/**
 * The theme's public API, imported by React pages as `@docs/theme`. Keep it small and
 * stable: pages depend on it.
 */
export { Admonition } from './components/Admonition';
export type { AdmonitionProps } from './components/Admonition';
export { CodeBlock } from './components/CodeBlock';
export type { CodeBlockProps } from './components/CodeBlock';
export { Content } from './components/Content';
export { Details } from './components/Details';
export { Icon } from './components/Icon';
export { Link } from './components/Link';
export type { LinkProps } from './components/Link';
export { TabItem } from './components/TabItem';
export type { TabItemProps } from './components/TabItem';
export { Tabs } from './components/Tabs';
export type { TabsProps } from './components/Tabs';
export { useColorMode } from './hooks/color-mode';
export { useRoute, useSite } from './hooks/site-context';
export { translate } from './i18n/translate';
export { useLocation, useRouter } from './router/router-context';
