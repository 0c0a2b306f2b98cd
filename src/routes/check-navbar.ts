import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJsonWithPositions, pathKey } from '../config/json-positions.js';
import type { ResolvedConfig } from '../config/types.js';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { VersionInfo } from '../shared/types.js';

/**
 * Reports navbar items that name a doc or sidebar no version has: the theme would silently
 * link them to the version's main doc instead.
 */
export function checkNavbarTargets(config: ResolvedConfig, versions: VersionInfo[], diagnostics: Diagnostic[]): void {
  const docIds = new Set(versions.flatMap((v) => v.docs.map((d) => d.id)));
  const sidebars = new Set(versions.flatMap((v) => v.sidebars));
  const problems: { index: number; key: string; message: string; hint: string }[] = [];
  config.navbar.items.forEach((item, index) => {
    if (item.type === 'doc' && item.docId !== undefined && !docIds.has(item.docId)) {
      problems.push({ index, key: 'docId', message: `navbar item navbar.items[${index}] links to an unknown doc id "${item.docId}"`, hint: `Available doc ids: ${[...docIds].sort().join(', ')}` });
    } else if (item.type === 'docSidebar' && item.sidebarId !== undefined && !sidebars.has(item.sidebarId)) {
      problems.push({ index, key: 'sidebarId', message: `navbar item navbar.items[${index}] links to an unknown sidebar "${item.sidebarId}"`, hint: `Available sidebars: ${[...sidebars].sort().join(', ')}` });
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
