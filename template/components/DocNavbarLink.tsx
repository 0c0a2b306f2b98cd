import type { NavbarItem } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { latestVersion, mainDocPath, sameDocOrMain, versionOfPath } from '../lib/versions';
import { Link } from './Link';

/** The "Docs" navbar item (type "doc" or "docSidebar"): links to the doc in the version being read, else the preferred version, else the latest. */
export function DocNavbarLink({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const [preferred] = usePreferredVersion();
  const reading = route.kind === 'doc' || route.kind === 'docTag' || route.kind === 'docTagsList' ? versionOfPath(site, route.path) : undefined;
  const version = reading ?? preferred ?? latestVersion(site);
  const to = version ? (item.docId ? sameDocOrMain(version, item.docId) : mainDocPath(version)) : (item.to ?? '/');
  const classes = ['docs-navbar__link'];
  if (reading) classes.push('docs-navbar__link--active');
  if (item.className) classes.push(item.className);
  if (mobile) classes.push('docs-navbar__link--mobile');
  return (
    <Link to={to} className={classes.join(' ')} aria-label={item['aria-label']}>
      <span>{item.label ?? translate({ id: 'theme.navbar.docs', message: 'Docs' })}</span>
    </Link>
  );
}
