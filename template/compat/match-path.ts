/** What `matchPath` finds, as react-router 5 describes a match. */
export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** The options of `matchPath`: a pattern ("/docs/:id", "/blog/*"), or several, and how strictly it matches. */
export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

// A pattern as a regular expression and its parameter names: ":name" is one segment, ":name?" an optional one, "*" the rest.
function compile(pattern: string, { exact = false, strict = false, sensitive = false }: MatchOptions): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const part of pattern.split(/(\/:\w+\??|\*)/)) {
    const param = /^\/:(\w+)(\?)?$/.exec(part);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else if (part === '*') {
      names.push(String(names.length));
      source += '(.*)';
    } else source += escapeRegExp(part);
  }
  if (!strict) source = `${source.replace(/\/$/, '')}/?`;
  source += exact ? '$' : strict && pattern.endsWith('/') ? '' : '(?=/|$)';
  return { regexp: new RegExp(`^${source}`, sensitive ? '' : 'i'), names };
}

/**
 * `matchPath(pathname, options)` of `@docusaurus/router` (react-router 5's): whether a pathname
 * matches a pattern, with the part matched and the parameters; null when it does not.
 */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const patterns = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  if (patterns.length === 0) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const path of patterns) {
    if (!path && path !== '') continue;
    const { regexp, names } = compile(path, opts);
    const found = regexp.exec(pathname);
    if (!found) continue;
    const url = path === '/' && found[0] === '' ? '/' : found[0];
    const isExact = pathname === url;
    if (opts.exact && !isExact) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, found[i + 1] === undefined ? undefined : decodeURIComponent(found[i + 1]!)]).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    return { path, url, isExact, params };
  }
  return null;
}
