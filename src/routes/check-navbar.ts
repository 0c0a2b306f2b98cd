import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJsonWithPositions, pathKey } from '../files/json-positions.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { VersionInfo } from '../../shared/types.js';

/**
 * Reports navbar items that name a docs instance, doc or sidebar the site does not have: the
 * theme would silently link them to the instance's main doc instead.
 */
export function checkNavbarTargets(config: ResolvedConfig, versions: VersionInfo[], diagnostics: Diagnostic[]): void {
  const ids = config.docsInstances.map((d) => d.id);
  const problems: { index: number; key: string; message: string; hint: string }[] = [];
  // What each docs section offers, worked out once for all the items that link into it.
  const sections = new Map<string, { own: typeof versions; docIds: Set<string>; sidebars: Set<string> }>();
  const section = (pluginId: string) => {
    let known = sections.get(pluginId);
    if (!known) {
      const own = versions.filter((v) => v.pluginId === pluginId);
      known = { own, docIds: new Set(own.flatMap((v) => v.docs.map((d) => d.id))), sidebars: new Set(own.flatMap((v) => v.sidebars)) };
      sections.set(pluginId, known);
    }
    return known;
  };
  config.navbar.items.forEach((item, index) => {
    const at = `navbar.items[${index}]`;
    const pluginId = item.docsPluginId ?? config.docs.id;
    if (item.docsPluginId !== undefined && !ids.includes(item.docsPluginId)) {
      problems.push({
        index,
        key: 'docsPluginId',
        message: `navbar item ${at} names an unknown docs section "${item.docsPluginId}"`,
        hint: `Docs sections (ids): ${ids.join(', ')}`,
      });
      return;
    }
    const { own, docIds, sidebars } = section(pluginId);
    const where = ids.length > 1 ? ` of the docs section "${pluginId}"` : '';
    if (item.type === 'doc' && item.docId !== undefined && !docIds.has(item.docId)) {
      problems.push({
        index,
        key: 'docId',
        message: `navbar item ${at} links to an unknown doc id "${item.docId}"${where}`,
        hint: `Available doc ids: ${[...docIds].sort().join(', ')}`,
      });
    } else if (item.type === 'docSidebar' && item.sidebarId !== undefined && !sidebars.has(item.sidebarId)) {
      problems.push({
        index,
        key: 'sidebarId',
        message: `navbar item ${at} links to an unknown sidebar "${item.sidebarId}"${where}`,
        hint: `Available sidebars: ${[...sidebars].sort().join(', ')}`,
      });
    } else if (item.type === 'docsVersion' && item.version !== undefined && !own.some((v) => v.name === item.version)) {
      problems.push({
        index,
        key: 'version',
        message: `navbar item ${at} links to an unknown version "${item.version}"${where}`,
        hint: `Available versions: ${own.map((v) => v.name).join(', ')}`,
      });
    }
  });
  if (problems.length === 0) return;
  const file = path.relative(config.siteDir, config.configFile).split(path.sep).join('/');
  // Only on error: read the config again for the line of each item.
  let positions: ReturnType<typeof parseJsonWithPositions>['positions'] | undefined;
  try {
    positions = parseJsonWithPositions(readFileSync(config.configFile, 'utf8')).positions;
  } catch {
    positions = undefined;
  }
  for (const p of problems) {
    const at = positions?.get(pathKey(['navbar', 'items', p.index, p.key]))?.value;
    diagnostics.push(error('config/navbar-item', p.message, { file, line: at?.line, column: at?.column, hint: p.hint }));
  }
}
