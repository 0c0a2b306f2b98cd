/** `themeConfig.footer`: style, columns of links and the copyright line. */
import { isObj, str, type KeyPath, type MapContext, type Obj } from './map-context.js';

/** Maps themeConfig.footer. */
export function mapFooter(ctx: MapContext, footer: unknown, at: KeyPath): void {
  ctx.each(footer, at, {
    style: ctx.copy(['footer', 'style'], (s) => s === 'light' || s === 'dark'),
    links: (links, a) => footerLinks(ctx, links, a),
    copyright: ctx.copy(['footer', 'copyright'], str),
    logo: ctx.drop('The footer has no logo here; add one to the copyright HTML.'),
  });
}

// Columns of links; the simple style (links without columns) and raw-HTML items are noted.
function footerLinks(ctx: MapContext, value: unknown, at: KeyPath): void {
  if (!Array.isArray(value)) return;
  const groups: Obj[] = [];
  value.forEach((group, i) => {
    if (!isObj(group) || !Array.isArray(group.items)) {
      ctx.note(
        [...at, i],
        'migrate/unsupported',
        'a footer link outside a column (the simple footer style)',
        'Footer links are grouped in titled columns here; put them in a { "title", "items" } group by hand.',
      );
      return;
    }
    const items: Obj[] = [];
    (group.items as unknown[]).forEach((link, j) => {
      if (!isObj(link)) return;
      if (link.html !== undefined) {
        ctx.note([...at, i, 'items', j, 'html'], 'migrate/unsupported', 'a footer item given as raw HTML', 'Write it as a link with label and to or href.');
        return;
      }
      const item: Obj = {};
      ctx.each(
        link,
        [...at, i, 'items', j],
        { label: (v) => (item.label = v), to: (v) => (item.to = v), href: (v) => (item.href = v) },
        'Footer links take label, to and href here; remove it.',
      );
      items.push(item);
    });
    ctx.each(group, [...at, i], { title: () => {}, items: () => {} }, 'Footer columns take title and items here; remove it.');
    groups.push({ title: group.title ?? '', items });
  });
  ctx.put(['footer', 'links'], groups, at);
}
