import type { ResolvedConfig } from '../config/types.js';
import type { BlogSidebar, RouteData } from '../../shared/types.js';
import type { RouteEntry } from './types.js';

/** What the blog's pages are planned with: the config, the blog's base route and its sidebar. */
export interface BlogPlan {
  config: ResolvedConfig;
  /** The blog's route, e.g. "/blog". */
  base: string;
  sidebar: BlogSidebar;
}

/** The search facets of a blog page: its DocSearch tag, under the blog's title. */
export function blogSearch(config: ResolvedConfig, tag: string): RouteEntry['search'] {
  return { tag, lvl0: config.blog.title };
}

/** A blog page made of other pages' data (a list, the archive, a tag, an author): in the sitemap, nothing to load. */
export function blogPage(config: ResolvedConfig, data: RouteData, tag: string): RouteEntry {
  return {
    data,
    links: [],
    ids: [],
    sitemap: true,
    search: blogSearch(config, tag),
  };
}
