import type { RouteData, SiteData } from 'docs-kiln/shared/types';
import { COLOR_MODE_STORAGE_KEY } from './hooks/color-mode';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from './lib/ids';
import { toRoutePath } from './lib/url';

/** Global flag the client bundle sets first thing, so the base-URL check can tell it ran. */
export const BOOT_FLAG = '__docsBooted';

/** JSON for inside a <script>: "<" escaped so no string can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
    `var d=document.documentElement,m=${scriptJson(defaultMode)},s=null;`,
    canSwitch ? `try{s=localStorage.getItem(${scriptJson(COLOR_MODE_STORAGE_KEY)})}catch(e){}` : '',
    usePreference ? "if(s===null&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)m='dark';" : '',
    "if(s==='dark'||s==='light')m=s;",
    "d.setAttribute('data-theme',m);",
    bar?.isCloseable
      ? `try{if(localStorage.getItem(${scriptJson(ANNOUNCEMENT_DISMISS_KEY)})===${scriptJson(bar.id)})d.setAttribute(${scriptJson(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'')}catch(e){}`
      : '',
  ];
  return `(function(){${parts.join('')}})();`;
}

/**
 * On the home page only: if the client bundle never ran (the usual sign of a wrong
 * baseUrl, which breaks every asset URL), show a banner that says so and which baseUrl
 * the address suggests. It is built by script, not rendered into the HTML, so crawlers and
 * the search index never see it; styled inline because the stylesheet is broken by the
 * same cause. The check waits for `load`, by which time a working bundle has run.
 */
export function baseUrlCheckScript(site: SiteData): string {
  const script = [
    `window.addEventListener('load',function(){`,
    `if(window.${BOOT_FLAG})return;`,
    `var b=${scriptJson(site.baseUrl)},p=location.pathname.replace(/index\\.html$/,'');`,
    `if(p.slice(-1)!=='/')p+='/';`,
    `var e=document.createElement('div');e.id=${scriptJson(BASE_URL_BANNER_ID)};e.setAttribute('role','alert');`,
    `e.style.cssText='font:16px/1.5 system-ui,sans-serif;padding:12px 16px;background:#b3261e;color:#fff;position:relative;z-index:1000';`,
    `var h=document.createElement('strong');h.textContent=${scriptJson(BANNER_TITLE)};`,
    `var t=document.createElement('p');t.style.margin='4px 0 0';`,
    `t.textContent=p!==b?${scriptJson(BANNER_WRONG_BASE[0])}+b+${scriptJson(BANNER_WRONG_BASE[1])}+p+${scriptJson(BANNER_WRONG_BASE[2])}+p+${scriptJson(BANNER_WRONG_BASE[3])}`,
    `:${scriptJson(BANNER_SAME_BASE[0])}+b+${scriptJson(BANNER_SAME_BASE[1])};`,
    `e.appendChild(h);e.appendChild(t);document.body.prepend(e)});`,
  ];
  return script.join('');
}

/** Id of the wrong-base-URL banner, so a site's CSS or a test can find it. */
export const BASE_URL_BANNER_ID = '__docs-base-url-banner';

const BANNER_TITLE = 'This site could not load its scripts and styles.';
// Around the configured baseUrl and the path the home page is served at (twice).
const BANNER_WRONG_BASE = [
  'It was built for the base URL ',
  ' but its home page is served at ',
  '. Set "baseUrl": "',
  '" in site.config.json and build again, or serve the site at its base URL.',
];
// Around the configured baseUrl, when the address matches it and the assets are still missing.
const BANNER_SAME_BASE = ['It was built for the base URL ', ', which matches this address: check that the assets/ folder was deployed with the pages.'];

/** The extra <head> tags of a route: the no-flash script, and on the home page the base-URL check. */
export function headTags(site: SiteData, route: RouteData): string {
  const tags = [`<script>${noFlashScript(site)}</script>`];
  // Route paths carry the base URL: the home page of a site under "/sub/" is "/sub".
  if (toRoutePath(site, route.path) === '/') tags.push(`<script>${baseUrlCheckScript(site)}</script>`);
  return tags.join('\n');
}
