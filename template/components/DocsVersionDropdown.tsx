import type { NavbarItem, VersionInfo } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { instanceVersions, latestVersion, sameDocOrMain, versionOfRoute } from '../lib/versions';
import { Link } from './Link';
import { NavbarDropdown } from './NavbarDropdown';
import { NavbarItemView } from './NavbarItemView';

/**
 * The version picker of one docs instance (`docsPluginId`, else the site's main one): each
 * version links to the page being read in that version when it exists, else to its main doc;
 * `dropdownItemsBefore` and `dropdownItemsAfter` add links around the versions.
 */
export function DocsVersionDropdown({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const pluginId = item.docsPluginId ?? site.docsPluginId;
  const versions = instanceVersions(site, pluginId);
  const [preferred, setPreferred] = usePreferredVersion(pluginId);

  const onPage = versionOfRoute(site, route);
  const reading = onPage && onPage.pluginId === pluginId ? onPage : undefined;
  const active = reading ?? preferred ?? latestVersion(site, pluginId);
  // A doc of another instance has no counterpart in these versions.
  const doc = route.kind === 'doc' && reading ? route.props : undefined;

  if (versions.length === 0) return null;

  const linkFor = (version: VersionInfo): string => doc?.versionLinks?.[version.name] ?? sameDocOrMain(version, doc?.id);
  const extra = (items: NavbarItem[] | undefined, key: string) =>
    (items ?? []).map((sub, index) => (
      <li key={`${key}-${index}`}>
        <NavbarItemView item={sub} inDropdown />
      </li>
    ));

  return (
    <NavbarDropdown
      label={item.label ?? active?.label ?? translate({ id: 'theme.navbar.versions', message: 'Versions' })}
      ariaLabel={translate({ id: 'theme.navbar.versionDropdownLabel', message: 'Docs version: {version}' }, { version: active?.label ?? '' })}
      className={item.className}
      mobile={mobile}
    >
      {extra(item.dropdownItemsBefore, 'before')}
      {versions.map((version) => {
        const isActive = version.name === active?.name;
        return (
          <li key={version.name}>
            <Link
              to={linkFor(version)}
              className={isActive ? 'docs-dropdown__link docs-dropdown__link--active' : 'docs-dropdown__link'}
              aria-current={isActive ? 'true' : undefined}
              onClick={() => setPreferred(version.name)}
            >
              {version.label}
            </Link>
          </li>
        );
      })}
      {extra(item.dropdownItemsAfter, 'after')}
    </NavbarDropdown>
  );
}
