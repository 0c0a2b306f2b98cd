/**
 * Google's analytics plugins (`@docusaurus/plugin-google-gtag`, `plugin-google-tag-manager`),
 * as plugins or as the classic preset's `gtag` and `googleTagManager` options: their ids go
 * to `analytics.gtag` and `analytics.googleTagManager`, whose tags the build adds to every page.
 */
import { bool, str, type KeyPath, type MapContext } from './map-context.js';

/** What to do instead of the Universal Analytics plugin, which Google no longer serves. */
export const GOOGLE_ANALYTICS_HINT =
  'Universal Analytics (plugin-google-analytics) no longer collects data; use a Google tag id (G-…) in analytics.gtag of site.config.json.';

const isIdList = (v: unknown): boolean => str(v) || (Array.isArray(v) && v.length > 0 && v.every(str));

/** Maps the gtag plugin's options (`trackingID`, `anonymizeIP`). */
export function mapGtag(ctx: MapContext, options: unknown, at: KeyPath): void {
  ctx.each(options, at, {
    trackingID: ctx.copy(['analytics', 'gtag', 'trackingID'], isIdList),
    anonymizeIP: ctx.copy(['analytics', 'gtag', 'anonymizeIP'], bool),
    id: () => {},
  });
}

/** Maps the Tag Manager plugin's options (`containerId`). */
export function mapTagManager(ctx: MapContext, options: unknown, at: KeyPath): void {
  ctx.each(options, at, {
    containerId: ctx.copy(['analytics', 'googleTagManager', 'containerId'], str),
    id: () => {},
  });
}
