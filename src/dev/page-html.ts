import { DiagnosticError, formatDiagnostic } from '../diagnostics/diagnostic.js';
import { renderRouteHtml, withComponentStack } from '../render/render-routes.js';
import type { RouteEntry } from '../routes/types.js';
import { DEV_CLIENT_SCRIPT } from './dev-client.js';
import { ensureLoaded, type DevState } from './dev-state.js';
import type { LiveReload } from './live-reload.js';

/** The page served in place of one whose render failed: the overlay shows why. */
export const ERROR_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Error</title></head><body></body></html>`;

/**
 * A page of `docs dev`: rendered on first request and kept until its route changes, with the
 * live-reload client and the current errors added. A page whose markdown or code fails shows
 * the error overlay (with the component stack once a second render has found it).
 */
export function pageHtml(state: DevState, route: RouteEntry, live: LiveReload): string {
  let html = state.html.get(route.data.path);
  if (!html) {
    try {
      ensureLoaded(state, route);
    } catch (e) {
      live.showErrors(describeError(e));
    }
    try {
      html = renderRouteHtml(state.config, state.site, state.template, route, state.head, state.assets, state.routes.versions);
      state.html.set(route.data.path, html);
    } catch (e) {
      // An MDX page whose code fails: the overlay says where; the next good save clears it.
      live.showErrors(describeError(e));
      const shown = live.errors;
      void withComponentStack(e).then((detailed) => {
        if (detailed !== e && live.errors === shown) live.showErrors(describeError(detailed));
      });
      html = ERROR_PAGE;
    }
  }
  const errors = live.errors;
  const inject = `${errors ? `<script>window.__DOCS_DEV_ERRORS__=${JSON.stringify(errors).replace(/</g, '\\u003c')}</script>` : ''}<script>${DEV_CLIENT_SCRIPT}</script>`;
  return html.replace('</body>', `${inject}</body>`);
}

/** The lines the overlay shows for an error: each diagnostic, each esbuild message, or an internal error's chain of causes. */
export function describeError(e: unknown): string[] {
  if (e instanceof DiagnosticError) return e.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  const esbuildErrors = (e as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors;
  if (Array.isArray(esbuildErrors)) {
    return esbuildErrors.map((x) => `${x.location ? `${x.location.file}:${x.location.line}:${x.location.column + 1} ` : ''}error ${x.text} [template/syntax]`);
  }
  const chain: string[] = [];
  for (let c: unknown = e; c; c = (c as Error).cause) chain.push((c as Error).message ?? String(c));
  return [`Internal error: ${chain.join('\nCaused by: ')}`];
}
