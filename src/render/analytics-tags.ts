/**
 * The analytics tags of every page's head: the page-view script, the site's own scripts, the
 * Google tag (gtag.js) and Google Tag Manager, as Docusaurus' plugins for the last two add them.
 */
import type { ResolvedConfig } from '../config/types.js';
import { escapeHtml } from '../../shared/html.js';

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

// A value inside an inline script, which "</script>" in it cannot close.
const inScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of the site's analytics, in the order they load. */
export function analyticsTags(config: ResolvedConfig): string[] {
  const { pageView, scripts, gtag, googleTagManager } = config.analytics;
  const tags: string[] = [];
  if (pageView)
    tags.push(`<script defer data-domain="${escapeHtml(pageView.domain)}" data-api="${escapeHtml(pageView.api)}" src="${escapeHtml(pageView.src)}"></script>`);
  for (const s of scripts) tags.push(`<script${s.async ? ' async' : ''}${s.defer ? ' defer' : ''} src="${escapeHtml(s.src)}"></script>`);
  if (gtag) tags.push(...gtagTags(gtag));
  if (googleTagManager) tags.push(tagManagerTag(googleTagManager.containerId));
  return tags;
}

// gtag.js, loaded by the first id, and each id configured (the first page view is gtag's own).
function gtagTags(gtag: { trackingID: string | string[]; anonymizeIP: boolean }): string[] {
  const ids = typeof gtag.trackingID === 'string' ? [gtag.trackingID] : gtag.trackingID;
  const options = gtag.anonymizeIP ? ', {"anonymize_ip": true}' : '';
  const configure = ids.map((id) => `gtag("config", ${inScript(id)}${options});`).join('');
  return [
    `<link rel="preconnect" href="${GOOGLE_TAG_HOST}">`,
    `<script async src="${GOOGLE_TAG_HOST}/gtag/js?id=${escapeHtml(encodeURIComponent(ids[0]!))}"></script>`,
    `<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag("js", new Date());${configure}</script>`,
  ];
}

// Tag Manager's loader: it records the start time in the data layer and adds gtm.js for the container.
function tagManagerTag(containerId: string): string {
  const src = `${GOOGLE_TAG_HOST}/gtm.js?id=${encodeURIComponent(containerId)}`;
  return [
    '<script>(function () {',
    'window.dataLayer = window.dataLayer || [];',
    'window.dataLayer.push({"gtm.start": Date.now(), event: "gtm.js"});',
    'var script = document.createElement("script");',
    `script.async = true; script.src = ${inScript(src)};`,
    'document.head.appendChild(script);',
    '})();</script>',
  ].join('');
}
