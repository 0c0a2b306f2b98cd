/**
 * The redirect pages: at each old path a small HTML file that sends the reader on, as
 * Docusaurus' client-redirects plugin writes them. A browser follows its script at once
 * (keeping the query and hash) or its meta refresh without scripts; the canonical link tells
 * search engines where the page lives now.
 */
import type { ResolvedConfig } from '../config/types.js';
import { htmlFileOf } from '../render/output-paths.js';
import type { PlannedRedirect } from '../routes/redirects.js';
import { absoluteUrl } from '../routes/urls.js';
import { escapeHtml } from '../../shared/html.js';

/** The redirect pages by their file, relative to the output folder. */
export function redirectFiles(config: ResolvedConfig, redirects: PlannedRedirect[]): Map<string, string> {
  return new Map(redirects.map((r) => [htmlFileOf(config, r.from), redirectHtml(r.to, absoluteUrl(config, r.to))]));
}

/** A page that sends the reader to `to`; `canonical` is its absolute URL. */
export function redirectHtml(to: string, canonical: string): string {
  const href = escapeHtml(to);
  // A JSON string in a script: "</script>" or "<!--" in a URL cannot end the script.
  const target = JSON.stringify(to).replace(/</g, '\\u003c');
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${href}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<script>location.replace(${target} + location.search + location.hash);</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
