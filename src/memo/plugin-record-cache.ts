import type { CacheStore } from '../cache/cache-store.js';
import { digestOf } from '../cache/cache-store.js';
import type { PluginRecord } from '../markdown/plugin-steps.js';
import type { PluginRecordMemo } from '../routes/plugins-ahead.js';

/** The kind of cache entry that keeps what a site's asynchronous markdown plugins left on a file. */
export const PLUGIN_RECORDS = 'plugin-records';

/**
 * Records of asynchronous plugins kept in store under key, the plugins' own key, the file and
 * its text: a warm build runs them again only on the files that changed.
 */
export function pluginRecordMemo(store: CacheStore, key: string): PluginRecordMemo {
  const entryOf = (pluginsKey: string, absPath: string, digest: string) => digestOf(key, pluginsKey, absPath, digest);
  return {
    read(pluginsKey, absPath, digest) {
      const record = store.read<PluginRecord>(PLUGIN_RECORDS, entryOf(pluginsKey, absPath, digest));
      store.count(PLUGIN_RECORDS, record !== undefined);
      return record;
    },
    write(pluginsKey, absPath, digest, record) {
      store.write(PLUGIN_RECORDS, entryOf(pluginsKey, absPath, digest), record);
    },
  };
}
