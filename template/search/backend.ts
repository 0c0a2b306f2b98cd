import type { SiteData } from 'docs-kiln/shared/types';
import type { MultiSearchBody, MultiSearchResponse, SearchRequest } from 'docs-kiln/shared/search/types';
import { SPLIT_MANIFEST_PATH, type SplitManifest } from 'docs-kiln/shared/search/split-index';

/**
 * Where searches go, for the modal and the search page alike. With the hosted service
 * configured, its client. Otherwise the project's own backend: the query endpoint of
 * `docs dev` / `docs serve` when the page is served by one, else the static index of the
 * build, split into pieces (search-index/) of which each query fetches only those it needs,
 * each piece once. The split index's manifest tells the two apart: the servers mark the one
 * they answer, a static host serves it as built. So the choice costs no request that fails,
 * and on a static host none at all (the split client needs the manifest first anyway). The
 * engine and clients are imported on demand, so none of this is in the page's first load.
 */

/** The part of a search client the modal and the search page call. */
export interface SiteSearchClient {
  search(body: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse>;
}

/** Read timeout of queries to the local endpoint. */
const LOCAL_TIMEOUT_MS = 30_000;

let localBackend: Promise<SiteSearchClient> | undefined;

/** The local backend of this page: chosen once (from the manifest: endpoint or static index), shared by the modal and the search page. */
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
  const [clients, split, manifest] = await Promise.all([
    import('docs-kiln/shared/search/client'),
    import('docs-kiln/shared/search/split-client'),
    // A failure here is the split client's to report: it reads the manifest again on its first query.
    fetchSiteFile(site, SPLIT_MANIFEST_PATH).catch(() => undefined),
  ]);
  if ((manifest as SplitManifest | undefined)?.localEndpoint !== true) {
    // The manifest just read serves the first query; later ones read it afresh, as the client does.
    let first = manifest;
    return split.createSplitSearchClient((file) => {
      if (file !== SPLIT_MANIFEST_PATH || first === undefined) return fetchSiteFile(site, file);
      const known = first;
      first = undefined;
      return Promise.resolve(known);
    });
  }
  // The server builds its engine on the first query (docs dev renders every page for it, which
  // takes a while on a large site): start that now, and give queries more than the hosted
  // service's 2 s, since this server is local.
  const client = clients.createHttpSearchClient({ baseUrl: basePath(site).replace(/\/$/, ''), timeoutMs: LOCAL_TIMEOUT_MS });
  client.search({ requests: [{ indexName: site.search.indexName, query: '', hitsPerPage: 0 }] }).catch(() => {});
  return client;
}

async function fetchSiteFile(site: SiteData, file: string): Promise<unknown> {
  const response = await fetch(`${basePath(site)}${file}`);
  if (!response.ok) throw new Error(`GET ${file} answered ${response.status}`);
  return response.json();
}

let hosted: Promise<SiteSearchClient> | undefined;

/** The hosted service's client (search only), loaded on demand. */
function hostedClient(site: SiteData): Promise<SiteSearchClient> {
  hosted ??= import('./hosted-client').then(({ createHostedClient }) => createHostedClient(site.search.appId, site.search.apiKey));
  return hosted;
}
