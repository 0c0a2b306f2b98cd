/** `themeConfig.navbar`: title, logo and the items of the types this theme draws. */
import { navbarItemTypes } from '../config/schema.js';
import { bool, isObj, str, type KeyPath, type MapContext, type Obj } from './map-context.js';

// Brand icons of the theme's navbar icon links, by the host a link points at.
const BRAND_HOSTS: Record<string, string> = {
  'github.com': 'github',
  'x.com': 'x',
  'twitter.com': 'x',
  'discord.gg': 'discord',
  'discord.com': 'discord',
  'youtube.com': 'youtube',
  'linkedin.com': 'linkedin',
};

const ITEM_KEYS = ['label', 'to', 'href', 'position', 'className', 'aria-label', 'docId', 'sidebarId', 'value', 'icon', 'docsPluginId', 'version'];

/** Maps themeConfig.navbar. */
export function mapNavbar(ctx: MapContext, navbar: unknown, at: KeyPath): void {
  ctx.each(navbar, at, {
    title: ctx.copy(['navbar', 'title'], str),
    hideOnScroll: ctx.copy(['navbar', 'hideOnScroll'], bool),
    logo: (logo, a) => {
      if (!isObj(logo)) return;
      const mapped: Obj = { alt: logo.alt ?? '' };
      ctx.each(
        logo,
        a,
        { src: (x) => (mapped.src = x), srcDark: (x) => (mapped.srcDark = x), alt: () => {}, href: (x) => (mapped.href = x) },
        'The logo takes src, srcDark, alt and href here; size it with CSS in customCss.',
      );
      ctx.put(['navbar', 'logo'], mapped, a);
    },
    items: (items, a) => {
      if (!Array.isArray(items)) return;
      const kept: [Obj, number][] = [];
      items.forEach((item, i) => {
        const mapped = navbarItem(ctx, item, [...a, i]);
        if (mapped) kept.push([mapped, i]);
      });
      if (
        ctx.put(
          ['navbar', 'items'],
          kept.map(([m]) => m),
          a,
        )
      )
        kept.forEach(([, i], j) =>
          ctx.sources.push([
            ['navbar', 'items', j],
            [...a, i],
          ]),
        );
    },
    style: ctx.drop('Style the navbar with CSS in customCss.'),
  });
}

// Types a dropdown's menu cannot hold (Docusaurus draws none of them there either).
const NOT_IN_MENU = ['dropdown', 'docsVersionDropdown', 'search', 'localeDropdown'];

/** One navbar item (`inMenu`: of a dropdown's menu), or undefined (noted) for a type this theme does not draw. */
function navbarItem(ctx: MapContext, item: unknown, at: KeyPath, inMenu = false): Obj | undefined {
  if (!isObj(item)) return undefined;
  // An item with `items` and no type is a dropdown, as Docusaurus reads it.
  const type = (item.type as string | undefined) ?? (item.items !== undefined ? 'dropdown' : 'default');
  if (!(navbarItemTypes as readonly string[]).includes(type) || (inMenu && NOT_IN_MENU.includes(type))) {
    const hint =
      inMenu && NOT_IN_MENU.includes(type)
        ? 'A dropdown here lists links, docs and html items; move the item out of the dropdown.'
        : type === 'localeDropdown'
          ? 'Sites here have one language; remove the item.'
          : `Write the item as one of the types this generator has (${navbarItemTypes.join(', ')}).`;
    ctx.note([...at, 'type'], 'migrate/unsupported', `navbar item of type "${type}" has no counterpart${inMenu ? ' in a dropdown' : ''}`, hint);
    return undefined;
  }
  const mapped: Obj = {};
  if (type !== 'default') mapped.type = type;
  const handlers: Record<string, (v: unknown, a: KeyPath) => void> = Object.fromEntries(
    ITEM_KEYS.map((k) => [
      k,
      (v: unknown) => {
        mapped[k] = v;
      },
    ]),
  );
  // A dropdown's links, and the links a version dropdown lists around the versions.
  for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
    handlers[key] = (list, a) => {
      if (Array.isArray(list)) mapped[key] = list.flatMap((sub, i) => navbarItem(ctx, sub, [...a, i], true) ?? []);
    };
  }
  handlers.dropdownActiveClassDisabled = ctx.drop(
    'The version dropdown here marks the version being read; style .docs-dropdown__link--active with CSS to change that.',
  );
  ctx.each(
    item,
    at,
    { type: () => {}, ...handlers },
    `The navbar items here take type, ${ITEM_KEYS.join(', ')}, items, dropdownItemsBefore and dropdownItemsAfter; remove it.`,
  );
  if (type === 'default' && mapped.label === undefined && mapped.icon === undefined) iconLink(ctx, mapped, at);
  return mapped;
}

// Docusaurus sites draw label-less links (a GitHub mark) with CSS; here an icon link needs an icon and an aria-label.
function iconLink(ctx: MapContext, mapped: Obj, at: KeyPath): void {
  let host = '';
  try {
    host = new URL(String(mapped.href ?? '')).hostname.replace(/^www\./, '');
  } catch {
    host = '';
  }
  mapped.icon = BRAND_HOSTS[host] ?? 'external';
  mapped['aria-label'] ??= host || String(mapped.to ?? 'link');
  const cls = mapped.className ? ` (.${String(mapped.className).split(' ')[0]})` : '';
  ctx.note(
    at,
    'migrate/icon-link',
    `the navbar item without a label becomes an icon link (icon "${String(mapped.icon)}")`,
    `Check it in the navbar; if custom CSS drew its icon${cls}, remove that rule or the "icon".`,
  );
}
