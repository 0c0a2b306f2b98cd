import { DiagnosticError, error } from '../diagnostics/diagnostic.js';
import { describeTimeLimit, TIME_LIMIT_VARIABLE } from '../diagnostics/time-limit.js';
import type { RouteEntry } from '../routes/types.js';
import { mdxModuleKeys } from '../../shared/mdx-keys.js';
import { themeOverrideFiles } from './theme-override-error.js';

/** Whether a route's own code (an MDX page's content, a React page) renders in it: its failures are the author's to fix. */
export function rendersAuthorCode(route: RouteEntry): boolean {
  return mdxModuleKeys(route.data).length > 0 || route.data.kind === 'home' || route.data.kind === 'reactPage';
}

const RULE = 'code/time-limit';

/**
 * The diagnostic of a page whose render was stopped at the time limit. The code that never
 * returned is the page's own when it has any (its MDX expressions, its components); else it
 * can only be a theme override of the site, named when there is one.
 */
export function timeLimitFailure(siteDir: string, route: RouteEntry, ms: number): DiagnosticError {
  const head = `rendering ${route.data.path} did not finish within ${describeTimeLimit(ms)}`;
  const limit = `${TIME_LIMIT_VARIABLE} sets the limit in milliseconds (30 s by default).`;
  if (rendersAuthorCode(route) || route.file === undefined) {
    return new DiagnosticError([
      error(RULE, `${head}: its code never returns (an endless loop?)`, {
        file: route.file,
        hint: `The page was stopped there. Fix the loop in its MDX expressions or in the components it renders. ${limit}`,
      }),
    ]);
  }
  const overrides = themeOverrideFiles(siteDir);
  if (overrides.length === 1) {
    return new DiagnosticError([
      error(RULE, `${head}: the page runs no code of its own, so the theme override ${overrides[0]} never returns (an endless loop?)`, {
        file: overrides[0],
        hint: `Fix the loop in the override, or delete it to use the theme's own component again. ${limit}`,
      }),
    ]);
  }
  const message =
    overrides.length > 1
      ? `${head}: the page runs no code of its own, so one of the theme overrides (${overrides.join(', ')}) never returns (an endless loop?)`
      : `${head}: the page runs no code of the site, so parsing its markdown took too long`;
  return new DiagnosticError([
    error(RULE, message, {
      file: route.file,
      hint:
        overrides.length > 1
          ? `Fix the loop in the override, or delete it to use the theme's own component again. ${limit}`
          : `Simplify the file or split it into several pages. ${limit}`,
    }),
  ]);
}
