import chokidar, { type FSWatcher } from 'chokidar';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentPaths, contentWatchPaths } from '../content/content-paths.js';
import { templateDir, themeOverridesDir } from '../files/package-root.js';
import { isPath, resolveSiteModule } from '../routes/site-module.js';
import type { DevSession } from './dev-session.js';
import type { RebuildQueue } from './rebuild-queue.js';

// A `_`-prefixed markdown file is never a page, only imported: it is part of its importers' modules.
const isPartial = (file: string) => /\.mdx?$/.test(file) && path.basename(file).startsWith('_');

/** The watchers of a site: ready once they have read the tree. */
export interface SiteWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches what a site is made of and turns each change into the rebuild it needs: the config,
 * its createRedirects module and the theme rebuild everything, the site's own code (src/,
 * partials) rebuilds the bundle, a static file reloads open pages, anything else is content.
 */
export function watchSite(session: DevSession, queue: RebuildQueue): SiteWatcher {
  const { config } = session;
  const { staticDirs, pagesDir } = contentPaths(config);
  const ownTemplate = templateDir(config.siteDir);
  const overrides = themeOverridesDir(config.siteDir);
  // The site's createRedirects module plans the redirects with the routes: an edit loads everything again.
  const redirectsName = config.redirectRules.createRedirects;
  const redirectsModule = redirectsName && isPath(redirectsName) ? resolveSiteModule(config.siteDir, redirectsName) : undefined;
  const watched = [...contentWatchPaths(config), ...staticDirs, config.configFile, ownTemplate, overrides, ...(redirectsModule ? [redirectsModule] : [])];
  // A site's own components (src/, as in Docusaurus) are bundled with its MDX: a change rebuilds the bundle.
  const siteCode = path.join(config.siteDir, 'src');
  if (existsSync(siteCode)) watched.push(siteCode);
  const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);
  const watcher = chokidar.watch(watched, {
    ignoreInitial: true,
    ignored: (p) => p.includes(`${path.sep}node_modules${path.sep}`) || p.includes(`${path.sep}.docs-cache`),
  });
  const edit = (event: string, file: string) => {
    session.options.onEdit?.();
    if (file === config.configFile || file === redirectsModule || inside(file, ownTemplate) || inside(file, overrides)) queue.edit('everything', event, file);
    else if (staticDirs.some((dir) => inside(file, dir))) session.live.broadcast({ type: 'reload' });
    // src/pages (Docusaurus' pages folder) is content even though it sits inside src/.
    else if ((inside(file, siteCode) && !inside(file, pagesDir)) || isPartial(file)) queue.edit('code', event, file);
    else queue.edit('content', event, file);
  };
  watcher.on('all', edit);
  const returns = watchReturns(watched, watcher, edit);
  const readyOf = (w: FSWatcher) => new Promise<void>((resolve) => w.once('ready', () => resolve()));
  return {
    ready: Promise.all([readyOf(watcher), readyOf(returns)]).then(() => {}),
    close: async () => {
      await Promise.all([watcher.close(), returns.close()]);
    },
  };
}

/**
 * Watches the folders that hold the watched paths, one level deep, for a watched path that
 * comes back after it was moved away or deleted (`mv content content.bak && mv content.bak
 * content`): chokidar stops watching a path it saw go, so it is watched again, and its
 * return is an edit like any other.
 */
function watchReturns(watched: string[], watcher: FSWatcher, edit: (event: string, file: string) => void): FSWatcher {
  const roots = new Set(watched);
  const parents = new Set(watched.map((p) => path.dirname(p)));
  const returns = chokidar.watch([...parents], { ignoreInitial: true, depth: 0, ignored: (p) => !parents.has(p) && !roots.has(p) });
  returns.on('all', (event, p) => {
    if ((event !== 'addDir' && event !== 'add') || !roots.has(p)) return;
    watcher.unwatch(p);
    watcher.add(p);
    edit(event, p);
  });
  return returns;
}
