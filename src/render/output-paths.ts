import type { ResolvedConfig } from '../config/types.js';
import { routeToDataPath } from '../../shared/route-data-path.js';

/** Route path (with base URL) → the path below the base URL, without slashes around it. */
export function stripBase(config: ResolvedConfig, routePath: string): string {
  // The home page of a site under a base URL has the base without its trailing slash as its path ("/sub").
  if (`${routePath}/` === config.baseUrl) return '';
  const rest = routePath.startsWith(config.baseUrl) ? routePath.slice(config.baseUrl.length) : routePath.replace(/^\//, '');
  return rest.replace(/\/+$/, '');
}

/** The HTML file a route is written to, relative to the output dir, honouring trailingSlash. */
export function htmlFileOf(config: ResolvedConfig, routePath: string, kind?: string): string {
  if (kind === 'notFound') return '404.html';
  const rest = stripBase(config, routePath);
  if (rest === '') return 'index.html';
  return config.trailingSlash === false ? `${rest}.html` : `${rest}/index.html`;
}

/** The data file a route is written to, relative to the output dir. */
export function dataFileOf(config: ResolvedConfig, routePath: string): string {
  return `page-data${routeToDataPath(`/${stripBase(config, routePath)}`)}`;
}
