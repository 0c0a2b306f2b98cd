/**
 * Errors of the local search backend, shaped like the hosted service's so callers (and
 * DocSearch) treat both backends alike: an HTTP status and a message.
 */

/** The message of a search call without its request parameters, as the hosted client words it. */
export const MISSING_REQUESTS_MESSAGE = 'Parameter `searchMethodParams.requests` is required when calling `search`.';

/** The message of a query that names no index. */
export function missingIndexNameMessage(position: number): string {
  return `Parameter \`requests[${position}].indexName\` is required when calling \`search\`.`;
}

/** The hosted service's message for an index that does not exist. */
export function unknownIndexMessage(indexName: string): string {
  return `Index ${indexName} does not exist`;
}

/** An error answer of the search API: `status` is the HTTP status the endpoint sends. */
export class SearchApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    // The hosted client names its HTTP errors ApiError; DocSearch only special-cases RetryError.
    this.name = 'ApiError';
    this.status = status;
  }
  /** The JSON body the hosted service sends with this error. */
  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status };
  }
}

/**
 * The error of a search that could not reach its backend; named RetryError because that is
 * what makes DocSearch show its "Unable to fetch results" view.
 */
export class SearchUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
