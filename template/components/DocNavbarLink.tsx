import type { NavbarItem } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { findVersion, latestVersion, mainDocPath, sameDocOrMain, versionOfRoute } from '../lib/versions';
import { Link } from './Link';

/**
 * A navbar item of type "doc", "docSidebar" or "docsVersion", for one docs instance
 * (`docsPluginId`, else the site's main one): links to the doc in the version being read,
 * else the preferred version, else the latest; a "docsVersion" item to its named version.
 */
export function DocNavbarLink({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const pluginId = item.docsPluginId ?? site.docsPluginId;
  const [preferred] = usePreferredVersion(pluginId);
  const onPage = versionOfRoute(site, route);
  const reading = onPage && onPage.pluginId === pluginId ? onPage : undefined;
  const named = item.type === 'docsVersion' && item.to === undefined ? findVersion(site, pluginId, item.version ?? latestVersion(site, pluginId)?.name) : undefined;
  const version = named ?? reading ?? preferred ?? latestVersion(site, pluginId);
  const to = item.type === 'docsVersion' && item.to !== undefined ? item.to : version ? (item.docId ? sameDocOrMain(version, item.docId) : mainDocPath(version)) : (item.to ?? '/');
  const classes = ['docs-navbar__link'];
  if (reading) classes.push('docs-navbar__link--active');
  if (item.className) classes.push(item.className);
  if (mobile) classes.push('docs-navbar__link--mobile');
  return (
    <Link to={to} className={classes.join(' ')} aria-label={item['aria-label']}>
      <span>{item.label ?? (item.type === 'docsVersion' ? version?.label : undefined) ?? translate({ id: 'theme.navbar.docs', message: 'Docs' })}</span>
    </Link>
  );
}
