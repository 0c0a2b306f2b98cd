import { readdirSync, rmSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../bundle/bundle-template.js';
import { loadConfig } from '../config/load-config.js';
import { BUNDLE } from '../memo/bundle-cache.js';
import { renderRouteHtml } from '../render/render-routes.js';
import type { RouteEntry } from '../routes/types.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import { devFileHandlers } from './dev-requests.js';
import type { DevSession } from './dev-session.js';
import { ensureLoaded, loadDevState, type DevState } from './dev-state.js';
import { describeError, ERROR_PAGE } from './page-html.js';
import type { RebuildKind } from './rebuild-queue.js';
import { reloadEditedPages, runEditedPluginsAhead } from './reload-pages.js';

/**
 * Rebuilds after edits: a body-only edit of docs or pages renders just them again; anything
 * else loads the site anew (the config too for `everything`), bundling only when code
 * changed, and tells open pages what changed. `completingMdx` is the first start's deferred
 * MDX bundle. Errors go to the log and the overlay; the last good state stays.
 */
export async function rebuild(
  session: DevSession,
  kind: RebuildKind,
  files: Set<string> | null,
  completingMdx = false,
  saveFacts: () => void = () => {},
): Promise<void> {
  const start = performance.now();
  const elapsed = () => Math.round(performance.now() - start);
  try {
    const edit = kind === 'content' && session.live.errors === null && files && files.size > 0;
    // Asynchronous markdown plugins run ahead on the edited texts first.
    if (edit) await runEditedPluginsAhead(session.state, files);
    const quick = edit ? reloadEditedPages(session.state, files) : undefined;
    if (quick) {
      session.state = quick.state;
      session.log(`Rebuilt ${plural(quick.changed.length, 'page')} in ${elapsed()} ms.`);
      session.live.broadcast({ type: 'update', paths: quick.changed, all: quick.changed.length > 50 });
      return;
    }
    const previous = session.state;
    const next = await loadNextState(session, kind, completingMdx);
    saveFacts();
    const { changed, failed } = changedOpenPages(previous, next, kind === 'code' ? (files ?? undefined) : null);
    session.state = next;
    const hadErrors = session.live.clearErrors();
    // A page whose code fails (or never returns) keeps the overlay up; the rest of the site is rebuilt.
    if (failed.length > 0) {
      for (const line of failed) session.log(line);
      session.live.showErrors(failed);
    }
    if (completingMdx) {
      // Bundles of earlier configs or page sets are not kept: this session made or used its two.
      session.store.prune([BUNDLE]);
      removeStale(session.outDir, [previous.assets, next.assets]);
      // The client bundle is a new one (its chunks split anew around the MDX modules): open pages load it.
      session.log(`Bundled the MDX modules in ${elapsed()} ms.`);
      session.live.broadcast({ type: 'reload' });
      return;
    }
    // Saying when the code was bundled again tells an author why a save took seconds.
    const bundled = next.template !== previous.template ? ' (code bundled again)' : '';
    session.log(`Rebuilt ${kind === 'everything' ? 'everything' : plural(changed.length, 'page')} in ${elapsed()} ms${bundled}.`);
    if (kind === 'everything' || hadErrors) session.live.broadcast({ type: 'reload' });
    else session.live.broadcast({ type: 'update', paths: changed, all: changed.length > 50 });
  } catch (e) {
    const errors = describeError(e);
    for (const line of errors) session.log(line);
    session.live.showErrors(errors);
  }
}

/** Loads the state an edit of kind leads to (the config again for `everything`). */
async function loadNextState(session: DevSession, kind: RebuildKind, completingMdx: boolean): Promise<DevState> {
  if (kind === 'everything') {
    session.config = await loadConfig(session.options.siteDir, session.options.configFile);
    session.markdownCache.entries.clear();
    session.files = devFileHandlers(session.config, session.outDir);
  }
  // A partial's headings are part of its importers' prepared markdown: parse them again when asked.
  if (kind === 'code' && !completingMdx) session.markdownCache.entries.clear();
  const facts = session.facts.next();
  const ctx = { config: session.config, markdownCache: session.markdownCache, outDir: session.outDir, store: session.store, facts };
  const next = await loadDevState(ctx, { previous: kind === 'everything' ? undefined : session.state, codeChanged: kind === 'code' });
  session.facts = facts;
  return next;
}

/**
 * The open pages (those served so far) whose data changed, or whose MDX module is made of an
 * edited file (`edited`: the files of a code edit; undefined: any; null: not a code edit).
 * Pages that did not change keep their HTML; changed MDX pages render now, so a failure shows
 * at once: `failed` holds its lines for the overlay, and the page serves the error page
 * until the next rebuild instead of rendering (and failing) again on each request.
 */
function changedOpenPages(previous: DevState, next: DevState, edited: Set<string> | undefined | null): { changed: string[]; failed: string[] } {
  const usesEdited = (route: RouteEntry) =>
    edited !== null && mdxModuleKeys(route.data).some((key) => (edited ? (next.template.moduleInputs?.[key] ?? []).some((f) => edited.has(f)) : true));
  const changed: string[] = [];
  for (const [p, before] of previous.served) {
    const route = next.byPath.get(p);
    if (!route) {
      changed.push(p);
      continue;
    }
    ensureLoaded(next, route);
    const now = JSON.stringify(route.data);
    next.served.set(p, now);
    if (now !== before || usesEdited(route)) changed.push(p);
    else if (previous.html.has(p) && !next.siteChanged) next.html.set(p, previous.html.get(p)!);
  }
  const failed: string[] = [];
  for (const p of changed) {
    const route = next.byPath.get(p);
    if (!route || mdxModuleKeys(route.data).length === 0) continue;
    try {
      next.html.set(p, renderRouteHtml(next.config, next.site, next.template, route, next.head, next.assets, next.routes.versions));
    } catch (e) {
      failed.push(...describeError(e));
      next.html.set(p, ERROR_PAGE);
    }
  }
  return { changed, failed };
}

/**
 * Removes the files of dir that none of the given bundles has. The client files have hashed
 * names, so those of the last session that are still current are kept, not written again.
 */
export function removeStale(dir: string, bundles: ClientAssets[]): void {
  const keep = new Set(bundles.flatMap((b) => b.files.map((f) => path.join(dir, f))));
  const visit = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const abs = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (!keep.has(abs)) rmSync(abs, { force: true });
    }
  };
  visit(dir);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
