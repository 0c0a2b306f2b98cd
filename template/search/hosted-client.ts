/**
 * The search page's client of the hosted service (Algolia), over its query API with fetch:
 * the site needs no client library for it (the modal uses DocSearch's own). As the hosted
 * client does from a browser, the credentials go in the URL and the body as text/plain, so
 * no request needs a CORS preflight, and a host that cannot be reached gives way to the next.
 */
import type { MultiSearchBody, MultiSearchResponse, SearchRequest } from 'docs-kiln/shared/search/types';

/** The part of a search client the search page calls. */
export interface HostedSearchClient {
  search(body: MultiSearchBody | SearchRequest[]): Promise<MultiSearchResponse>;
}

/** The hosts of an application, in the order the hosted client tries them for a search. */
export function hostedSearchHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`];
}

/** A client of the hosted service for one application and its public search key. */
export async function createHostedClient(appId: string, apiKey: string): Promise<HostedSearchClient> {
  const { createHttpSearchClient } = await import('docs-kiln/shared/search/client');
  const query = { 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey };
  const clients = hostedSearchHosts(appId).map((baseUrl) => createHttpSearchClient({ baseUrl, query }));
  // The host that answered last goes first next time.
  let first = 0;
  return {
    async search(body) {
      let failure: unknown;
      for (let i = 0; i < clients.length; i++) {
        const at = (first + i) % clients.length;
        try {
          const answer = await clients[at]!.search(body);
          first = at;
          return answer;
        } catch (error) {
          // An answer of the API (a bad key, an unknown index) is the same from every host.
          if ((error as Error)?.name !== 'RetryError') throw error;
          failure = error;
        }
      }
      throw failure;
    },
  };
}
