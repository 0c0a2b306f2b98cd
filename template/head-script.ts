import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { COLOR_MODE_STORAGE_KEY } from './hooks/color-mode';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from './lib/ids';
import { toRoutePath } from './lib/url';

/** Global flag the client bundle sets first thing, so the base-URL check can tell it ran. */
export const BOOT_FLAG = '__docsBooted';

/** JSON for inside a <script>: "<" escaped so no string can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The inline script that runs before first paint: applies the stored colour mode
 * (no flash of the wrong theme) and hides a dismissed announcement bar.
 */
export function noFlashScript(site: SiteData): string {
  const defaultMode = site.colorMode.defaultMode === 'dark' ? 'dark' : 'light';
  const canSwitch = !site.colorMode.disableSwitch;
  const usePreference = canSwitch && site.colorMode.respectPrefersColorScheme;
  const bar = site.announcementBar;
  const parts = [
    'var d=document.documentElement,m=' + scriptJson(defaultMode) + ',s=null;',
    canSwitch ? 'try{s=localStorage.getItem(' + scriptJson(COLOR_MODE_STORAGE_KEY) + ')}catch(e){}' : '',
    usePreference ? "if(s===null&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)m='dark';" : '',
    "if(s==='dark'||s==='light')m=s;",
    "d.setAttribute('data-theme',m);",
    bar && bar.isCloseable
      ? 'try{if(localStorage.getItem(' + scriptJson(ANNOUNCEMENT_DISMISS_KEY) + ')===' + scriptJson(bar.id) + ')d.setAttribute(' + scriptJson(ANNOUNCEMENT_DISMISSED_ATTRIBUTE) + ",'')}catch(e){}"
      : '',
  ];
  return `(function(){${parts.join('')}})();`;
}

/**
 * On the home page only: if the client bundle never ran (the usual sign of a wrong
 * baseUrl, which breaks every asset URL), show a banner explaining that. Styled inline
 * because the stylesheet is broken by the same cause.
 */
export function baseUrlCheckScript(site: SiteData): string {
  const text =
    'This site did not load properly. A very common reason is a wrong site baseUrl configuration. Current configured baseUrl = ';
  return `window.addEventListener('load',function(){if(window.${BOOT_FLAG})return;var b=${scriptJson(site.baseUrl)},p=location.pathname.replace(/index\\.html$/,'');if(p.slice(-1)!=='/')p+='/';var e=document.createElement('div');e.setAttribute('role','alert');e.style.cssText='font:16px/1.5 system-ui,sans-serif;padding:12px 16px;background:#b3261e;color:#fff;position:relative;z-index:1000';e.textContent=${scriptJson(text)}+b+(p!==b?' . We suggest trying baseUrl = '+p:'');document.body.prepend(e)});`;
}

/** The extra <head> tags of a route: the no-flash script, and on the home page the base-URL check. */
export function headTags(site: SiteData, route: RouteData): string {
  const tags = [`<script>${noFlashScript(site)}</script>`];
  // Route paths carry the base URL: the home page of a site under "/sub/" is "/sub".
  if (toRoutePath(site, route.path) === '/') tags.push(`<script>${baseUrlCheckScript(site)}</script>`);
  return tags.join('\n');
}
