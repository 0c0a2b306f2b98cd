/** The code of a page (a React page module) could not be fetched: shown with a Retry button, not as a crash. */
export class PageLoadError extends Error {
  /** Forgets the failed load, so that rendering again fetches the code again. */
  readonly forget: () => void;

  constructor(name: string, options: { cause: unknown; forget: () => void }) {
    super(`The code of the page "${name}" could not be loaded. Check your connection and retry.`, { cause: options.cause });
    this.name = 'PageLoadError';
    this.forget = options.forget;
  }
}
