import type { PageKind } from 'docs-kiln/shared/types';
import { useRoute } from '../hooks/site-context';

/** What `useRouteContext()` gives: the plugin (name and instance id) whose route the page is. */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

/** The Docusaurus plugin that would have made a page of each kind. */
export function pluginOfKind(kind: PageKind): string {
  if (kind === 'doc' || kind === 'docTag' || kind === 'docTagsList' || kind === 'docCategory') return 'docusaurus-plugin-content-docs';
  if (kind.startsWith('blog')) return 'docusaurus-plugin-content-blog';
  if (kind === 'mdPage' || kind === 'reactPage' || kind === 'home') return 'docusaurus-plugin-content-pages';
  if (kind === 'search') return 'docusaurus-theme-search-algolia';
  return 'docusaurus-bootstrap-plugin';
}

/** `@docusaurus/useRouteContext`: the plugin whose page is shown, as Docusaurus names it (a docs page has its section's id). */
export default function useRouteContext(): RouteContext {
  const route = useRoute();
  const id = 'pluginId' in route.props && typeof route.props.pluginId === 'string' ? route.props.pluginId : 'default';
  return { plugin: { name: pluginOfKind(route.kind), id } };
}
