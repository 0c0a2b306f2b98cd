import type { NavbarItem } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { navbarLinkClass } from '../lib/navbar';
import { findVersion, latestVersion, mainDocPath, versionOfRoute } from '../lib/versions';
import { Link } from './Link';

/**
 * A navbar item of type "doc", "docSidebar" or "docsVersion", for one docs instance
 * (`docsPluginId`, else the site's main one): links to its doc (a "docSidebar" item to its
 * sidebar's first page) in the version being read, else the preferred version, else the
 * latest; a "docsVersion" item to its named version. A doc or sidebar item is the current one
 * on the pages of its sidebar, as in Docusaurus.
 */
export function DocNavbarLink({ item, mobile = false, inDropdown = false }: { item: NavbarItem; mobile?: boolean; inDropdown?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const pluginId = item.docsPluginId ?? site.docsPluginId;
  const [preferred] = usePreferredVersion(pluginId);
  const onPage = versionOfRoute(site, route);
  const reading = onPage && onPage.pluginId === pluginId ? onPage : undefined;
  const named =
    item.type === 'docsVersion' && item.to === undefined ? findVersion(site, pluginId, item.version ?? latestVersion(site, pluginId)?.name) : undefined;
  const version = named ?? reading ?? preferred ?? latestVersion(site, pluginId);
  const to = item.type === 'docsVersion' && item.to !== undefined ? item.to : version ? (item.paths?.[version.name] ?? mainDocPath(version)) : (item.to ?? '/');
  const pageSidebar = route.kind === 'doc' || route.kind === 'docCategory' ? route.props.sidebarName : undefined;
  // A page of another sidebar is another item's; without a sidebar to compare (a docsVersion item, a page outside any sidebar), any page of the section counts.
  const active =
    Boolean(reading) &&
    (item.type === 'docsVersion'
      ? !named || named === reading
      : item.activeSidebar === undefined || pageSidebar === undefined || pageSidebar === item.activeSidebar || route.path === to);
  return (
    <Link to={to} className={navbarLinkClass({ active, mobile, inDropdown, className: item.className })} aria-label={item['aria-label']}>
      <span>{item.label ?? (item.type === 'docsVersion' ? version?.label : undefined) ?? translate({ id: 'theme.navbar.docs', message: 'Docs' })}</span>
    </Link>
  );
}
