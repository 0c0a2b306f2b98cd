import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { NavbarItem, VersionInfo } from 'docs-kiln/shared/types';
import { usePreferredVersion } from '../hooks/preferred-version';
import { useRoute, useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { instanceVersions, latestVersion, sameDocOrMain, versionOfRoute } from '../lib/versions';
import { Icon } from './Icon';
import { Link } from './Link';

/**
 * The version picker of one docs instance (`docsPluginId`, else the site's main one): each
 * version links to the page being read in that version when it exists, else to its main doc.
 */
export function DocsVersionDropdown({ item, mobile = false }: { item: NavbarItem; mobile?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const pluginId = item.docsPluginId ?? site.docsPluginId;
  const versions = instanceVersions(site, pluginId);
  const [preferred, setPreferred] = usePreferredVersion(pluginId);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Which link an arrow key asked for while the menu was still closed (it can take focus once shown).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const onPage = versionOfRoute(site, route);
  const reading = onPage && onPage.pluginId === pluginId ? onPage : undefined;
  const active = reading ?? preferred ?? latestVersion(site, pluginId);
  // A doc of another instance has no counterpart in these versions.
  const doc = route.kind === 'doc' && reading ? route.props : undefined;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = menuLinks();
    (focusOnOpen.current === 'first' ? links[0] : links[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const menuLinks = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('.docs-dropdown__link') ?? [])];

  // Arrow keys open the menu from the button and move between its links (wrapping), as in a menu button.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = menuLinks();
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      if (open) (event.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
      else {
        focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
        setOpen(true);
      }
      return;
    }
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  };

  // Close after a navigation, whichever link caused it.
  useEffect(() => setOpen(false), [route.path]);

  if (versions.length === 0) return null;

  const linkFor = (version: VersionInfo): string =>
    doc?.versionLinks?.[version.name] ?? sameDocOrMain(version, doc?.id);

  const label = item.label ?? active?.label ?? translate({ id: 'theme.navbar.versions', message: 'Versions' });
  const classes = ['docs-dropdown'];
  if (open) classes.push('docs-dropdown--open');
  if (mobile) classes.push('docs-dropdown--mobile');
  if (item.className) classes.push(item.className);

  return (
    <div className={classes.join(' ')} ref={rootRef} onKeyDown={onKeyDown} onBlur={(event) => {
      // Tabbing out of the menu closes it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    }}>
      <button
        ref={buttonRef}
        type="button"
        className="docs-navbar__link docs-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={translate({ id: 'theme.navbar.versionDropdownLabel', message: 'Docs version: {version}' }, { version: active?.label ?? '' })}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{label}</span>
        <Icon name="chevron-down" size={14} className="docs-dropdown__chevron" />
      </button>
      <ul className="docs-dropdown__menu" id={menuId}>
        {versions.map((version) => {
          const isActive = version.name === active?.name;
          return (
            <li key={version.name}>
              <Link
                to={linkFor(version)}
                className={isActive ? 'docs-dropdown__link docs-dropdown__link--active' : 'docs-dropdown__link'}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => {
                  setPreferred(version.name);
                  setOpen(false);
                }}
              >
                {version.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
