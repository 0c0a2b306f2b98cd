/**
 * Checks of search credentials: an application id and an API key must be
 * non-empty strings, else the error says which value is missing.
 */
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';

/** The message for a missing credential, e.g. "search.appId is missing". */
export function missingValueMessage(name: string): string {
  return `${name} is missing`;
}

/** Names under which the caller knows the two credentials (config keys or environment variables). */
export interface CredentialNames {
  appId: string;
  apiKey: string;
}

/**
 * Checks the search settings of site.config.json. Neither value set means the built-in
 * local search, which is fine; one set without the other is an error naming the missing one.
 */
export function checkSearchCredentials(search: { appId?: unknown; apiKey?: unknown }, options: { names?: CredentialNames; file?: string } = {}): Diagnostic[] {
  const names = options.names ?? { appId: 'search.appId', apiKey: 'search.apiKey' };
  const where = options.file ? { file: options.file } : {};
  const given = (v: unknown): boolean => v !== undefined && v !== null && v !== '';
  if (!given(search.appId) && !given(search.apiKey)) return [];
  const out: Diagnostic[] = [];
  for (const [key, rule] of [
    ['appId', 'search/missing-app-id'],
    ['apiKey', 'search/missing-api-key'],
  ] as const) {
    const value = search[key];
    const name = names[key];
    if (typeof value === 'string' && value.trim() !== '') continue;
    const received = value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : typeof value;
    out.push(
      error(rule, `${missingValueMessage(name)}: expected a non-empty string, received ${received}`, {
        ...where,
        hint: `Set ${name}, or remove both search.appId and search.apiKey to use the built-in local search.`,
      }),
    );
  }
  return out;
}

/** Error of a missing credential; its message never contains any credential value. */
export class MissingCredentialError extends Error {
  constructor(name: string, hint: string) {
    super(`${missingValueMessage(name)}: ${hint}`);
    this.name = 'MissingCredentialError';
  }
}

/** Returns the value when it is a non-empty string, else throws MissingCredentialError naming it. */
export function requireCredential(value: unknown, name: string, hint: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new MissingCredentialError(name, hint);
  return value;
}
