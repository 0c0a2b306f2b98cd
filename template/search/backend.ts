import type { SiteData } from '../../src/shared/types';
import type { MultiSearchBody, MultiSearchResponse, SearchRequest } from '../../src/shared/search/types';

/**
 * Where searches go, for the modal and the search page alike. With the hosted service
 * configured, its client. Otherwise the project's own backend: the query endpoint of
 * `docs dev` / `docs serve` when the page is served by one (probed once per page load),
 * else the static index of the build, split into pieces (search-index/) of which each
 * query fetches only those it needs, each piece once. The
 * engine and clients are imported on demand, so none of this is in the page's first load.
 */

/** The part of a search client the modal and the search page call. */
export interface SiteSearchClient {
  search(body: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse>;
}

/** Time the probe of the local endpoint may take before the static index is used instead. */
const PROBE_TIMEOUT_MS = 3000;

/** Read timeout of queries to the local endpoint. */
const LOCAL_TIMEOUT_MS = 30_000;

let localBackend: Promise<SiteSearchClient> | undefined;

/** The local backend of this page: chosen once (probe, then endpoint or static index), shared by the modal and the search page. */
export function localSearchBackend(site: SiteData): Promise<SiteSearchClient> {
  localBackend ??= chooseLocalBackend(site);
  return localBackend;
}

/** A client for the site's provider whose methods wait for the backend to be ready. */
export function siteSearchClient(site: SiteData): SiteSearchClient {
  const ready = site.search.provider === 'algolia' ? hostedClient(site) : localSearchBackend(site);
  return { search: async (body) => (await ready).search(body) };
}

function basePath(site: SiteData): string {
  return site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
}

async function chooseLocalBackend(site: SiteData): Promise<SiteSearchClient> {
  const [clients, split, served] = await Promise.all([
    import('../../src/shared/search/client'),
    import('../../src/shared/search/split-client'),
    probeEndpoint(site),
  ]);
  if (!served) return split.createSplitSearchClient((file) => fetchSiteFile(site, file));
  // The server builds its engine on the first query (docs dev renders every page for it, which
  // takes a while on a large site): start that now, and give queries more than the hosted
  // service's 2 s, since this server is local.
  const client = clients.createHttpSearchClient({ baseUrl: basePath(site).replace(/\/$/, ''), timeoutMs: LOCAL_TIMEOUT_MS });
  client.search({ requests: [{ indexName: site.search.indexName, query: '', hitsPerPage: 0 }] }).catch(() => {});
  return client;
}

/**
 * True when the server answers the search API (docs dev, docs serve), which a static host does
 * not. A GET costs the server nothing: the endpoint refuses it at once with its own JSON error
 * (405), without loading any index.
 */
async function probeEndpoint(site: SiteData): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`${basePath(site)}1/indexes/*/queries`, { signal: controller.signal });
    if (response.status !== 405 || !(response.headers.get('content-type') ?? '').includes('json')) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 405;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function fetchSiteFile(site: SiteData, file: string): Promise<unknown> {
  const response = await fetch(`${basePath(site)}${file}`);
  if (!response.ok) throw new Error(`GET ${file} answered ${response.status}`);
  return response.json();
}

let hosted: Promise<SiteSearchClient> | undefined;

/** The hosted service's lite client (search only), loaded on demand. */
function hostedClient(site: SiteData): Promise<SiteSearchClient> {
  hosted ??= import('algoliasearch/lite').then(({ liteClient }) => {
    const client = liteClient(site.search.appId, site.search.apiKey);
    return { search: (body) => client.search(body as never) as unknown as Promise<MultiSearchResponse> };
  });
  return hosted;
}
