/**
 * Pushes the records to the hosted search service (`docs index --push`): sets the index
 * settings, then replaces every record atomically with the client's replaceAllObjects
 * (records go to a temporary index, which then moves over the live one, so readers never
 * search a half-filled index). Credentials come from the caller only and never reach a
 * log line or an error message. The client package is loaded only here (load-algolia.ts).
 */
import { DOCSEARCH_SETTINGS } from '../../shared/search/settings.js';
import type { DocSearchRecord, IndexSettings } from '../../shared/search/types.js';
import { requireCredential } from './validate.js';
import { loadAlgolia } from './load-algolia.js';
import { PushError } from './push-error.js';

/** A host of the search API; custom hosts point the client elsewhere (tests use a local fake). */
export interface PushHost {
  url: string;
  port?: number;
  protocol?: 'http' | 'https';
  accept?: 'read' | 'write' | 'readWrite';
}

/** What to push where. */
export interface PushOptions {
  appId: string;
  /** A key with write rights (addObject, deleteIndex, editSettings). */
  adminKey: string;
  indexName: string;
  records: readonly DocSearchRecord[];
  /** Settings merged over DocSearch's (DOCSEARCH_SETTINGS). */
  settings?: IndexSettings;
  hosts?: PushHost[];
  /** Progress lines (never carry credentials). */
  log?: (message: string) => void;
  /** Names of the credentials in messages (default: the environment variables the CLI reads). */
  credentialNames?: { appId: string; adminKey: string };
  /** Records per batch request (default 1000, the client's). */
  batchSize?: number;
}

/** What was pushed. */
export interface PushResult {
  indexName: string;
  records: number;
  batches: number;
  settings: IndexSettings;
}

/** The settings pushed with the records: DocSearch's, overridden by the caller's. */
export function pushSettings(overrides: IndexSettings = {}): IndexSettings {
  return { ...DOCSEARCH_SETTINGS, ...overrides };
}

/** Sets the index settings and replaces all records of indexName atomically. */
export async function pushRecords(options: PushOptions): Promise<PushResult> {
  const names = options.credentialNames ?? { appId: 'ALGOLIA_APP_ID', adminKey: 'ALGOLIA_ADMIN_KEY' };
  const hint = 'set it in the environment to push the search index (docs index --push).';
  const appId = requireCredential(options.appId, names.appId, hint);
  const adminKey = requireCredential(options.adminKey, names.adminKey, hint);
  if (!options.indexName) throw new PushError('The search index name is empty: set search.indexName in site.config.json.');
  const log = options.log ?? (() => {});
  const settings = pushSettings(options.settings);
  const { algoliasearch } = await loadAlgolia();
  const client = algoliasearch(appId, adminKey, {
    ...(options.hosts
      ? { hosts: options.hosts.map((h) => ({ url: h.url, port: h.port, protocol: h.protocol ?? 'https', accept: h.accept ?? 'readWrite' })) }
      : {}),
  });
  const { indexName, records } = options;
  try {
    // Settings first: replaceAllObjects copies the live index's settings into the temporary
    // index, so the records go live together with these settings in the final move.
    log(`Setting the search settings of index "${indexName}"`);
    const task = await client.setSettings({ indexName, indexSettings: settings as never });
    await client.waitForTask({ indexName, taskID: task.taskID });
    log(`Replacing the records of index "${indexName}" with ${records.length} records`);
    const result = await client.replaceAllObjects({
      indexName,
      objects: records as unknown as Record<string, unknown>[],
      batchSize: options.batchSize,
    });
    log(`Pushed ${records.length} records to index "${indexName}"`);
    return { indexName, records: records.length, batches: result.batchResponses.length, settings };
  } catch (error) {
    throw toPushError(error, indexName, [adminKey], names.appId);
  }
}

/** Rewrites a client error into a PushError whose text cannot carry a secret. */
function toPushError(error: unknown, indexName: string, secrets: string[], appIdName: string): PushError {
  const e = error as { message?: unknown; status?: unknown; name?: unknown };
  let message = typeof e?.message === 'string' ? e.message : String(error);
  for (const secret of secrets) if (secret) message = message.split(secret).join('***');
  const status = typeof e?.status === 'number' ? e.status : undefined;
  const what = e?.name === 'RetryError' ? `the search service is unreachable (check ${appIdName} and the network)` : message;
  // No `cause`: the client's errors keep request details that the CLI would print.
  return new PushError(`Pushing the search index "${indexName}" failed: ${what}${status ? ` (HTTP ${status})` : ''}.`, status);
}
