/**
 * `@docusaurus/plugin-client-redirects`: its `redirects` list becomes `redirects` of
 * site.config.json (the build writes the same redirect pages); redirects made by code
 * (`createRedirects`) and extension redirects are reported with what to do instead.
 */
import { isObj, show, str, type KeyPath, type MapContext, type Obj } from './map-context.js';

/** Maps the options of one client-redirects plugin entry (at `at`). */
export function mapClientRedirects(ctx: MapContext, options: unknown, at: KeyPath): void {
  ctx.each(options, at, {
    id: () => {},
    redirects: (list, a) => mapRedirectList(ctx, list, a),
    fromExtensions: ctx.drop('Old URLs with extensions (page.html) are not redirected here; list each such path in redirects of site.config.json.'),
    toExtensions: ctx.drop('Redirects to files with extensions are not made here; list each such path in redirects of site.config.json.'),
  });
}

function mapRedirectList(ctx: MapContext, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) {
    ctx.note(at, 'migrate/unexpected', `${show(at)} is not a list`, 'Check the Docusaurus config.');
    return;
  }
  const mapped: Obj[] = [];
  list.forEach((item, i) => {
    const from = isObj(item) ? item.from : undefined;
    const fromOk = str(from) || (Array.isArray(from) && from.length > 0 && from.every(str));
    if (!isObj(item) || !fromOk || !str(item.to)) {
      return ctx.note(
        [...at, i],
        'migrate/unexpected',
        `${show([...at, i])} is not a redirect ({from, to})`,
        'Check the Docusaurus config: `from` is a path or a list of them, `to` a path.',
      );
    }
    mapped.push({ from, to: item.to });
  });
  const existing = (ctx.out.redirects as Obj[] | undefined) ?? [];
  if (mapped.length > 0) ctx.put(['redirects'], [...existing, ...mapped], at);
}
