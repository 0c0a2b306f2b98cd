import { useMemo } from 'react';
import { useAllDocsData, type GlobalPluginData } from './docs-client';

/** The global data of the site's plugins, by plugin name and instance id, as Docusaurus gives it. */
export type GlobalData = Record<string, Record<string, unknown>>;

/**
 * `@docusaurus/useGlobalData`: the plugins' global data. The docs sections give theirs as
 * Docusaurus' docs plugin does (`docusaurus-plugin-content-docs`, by section id); no other
 * plugin here has any.
 */
export default function useGlobalData(): GlobalData {
  const docs = useAllDocsData();
  return useMemo(() => ({ 'docusaurus-plugin-content-docs': docs as Record<string, GlobalPluginData> }), [docs]);
}

/** `useAllPluginInstancesData(name)`: every instance's global data of one plugin (by instance id); undefined without any, or with `failfast` an error, as in Docusaurus. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const all = useGlobalData();
  const data = all[pluginName];
  if (!data && options.failfast) {
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}": this site has global data for ${Object.keys(all)
        .map((k) => `"${k}"`)
        .join(', ')} only.`,
    );
  }
  return data;
}

/** `usePluginData(name, id)`: one plugin instance's global data ("default" instance when no id is given). */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast) {
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  }
  return data;
}
