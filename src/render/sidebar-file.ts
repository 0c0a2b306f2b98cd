/**
 * A doc page's sidebar is the same for every page of its version: its data file names the
 * sidebar's own file instead of holding a copy (a large part of a docs page's data), and the
 * browser loads each sidebar once, as Docusaurus loads a version's sidebars in one chunk.
 * The server render is unchanged: it has the sidebar.
 */
import { createHash } from 'node:crypto';
import type { RouteData, SidebarItem } from '../../shared/types.js';

/** The folder of the sidebar files, under the output folder (and the base URL). */
export const SIDEBARS_DIR = 'assets/sidebars';

// Each sidebar is serialised once per thread: every page of a version shares the same array.
const files = new WeakMap<readonly SidebarItem[], { file: string; json: string }>();

/** A sidebar's file (relative to the site root, named after its content) and its JSON. */
export function sidebarFile(sidebar: readonly SidebarItem[]): { file: string; json: string } {
  let entry = files.get(sidebar);
  if (!entry) {
    const json = JSON.stringify(sidebar);
    entry = { file: `${SIDEBARS_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`, json };
    files.set(sidebar, entry);
  }
  return entry;
}

/** The sidebar a route's page shows, if it has one of its own (a doc or a category page). */
export function sidebarOf(data: RouteData): readonly SidebarItem[] | undefined {
  return data.kind === 'doc' || data.kind === 'docCategory' ? data.props.sidebar : undefined;
}

/** Every sidebar file the given routes' data files name: file (relative to the site root) → JSON. */
export function sidebarFilesOf(routes: Iterable<{ data: RouteData }>): Map<string, string> {
  const found = new Map<string, string>();
  for (const route of routes) {
    const sidebar = sidebarOf(route.data);
    if (!sidebar) continue;
    const { file, json } = sidebarFile(sidebar);
    found.set(file, json);
  }
  return found;
}

/** A route's data file: its data, with its sidebar named by file (`sidebarFile`) rather than copied. */
export function routeDataJson(data: RouteData): string {
  if ((data.kind !== 'doc' && data.kind !== 'docCategory') || !data.props.sidebar) return JSON.stringify(data);
  return JSON.stringify({ ...data, props: { ...data.props, sidebar: undefined, sidebarFile: sidebarFile(data.props.sidebar).file } });
}
