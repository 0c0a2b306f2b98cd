import { readFileSync } from 'node:fs';
import { parseJsonWithPositions, pathKey } from '../files/json-positions.js';

/**
 * Where a key is written in the config file (its line and column), for a diagnostic about a
 * value that was valid JSON but cannot be used; undefined when the file does not set the key
 * (a default) or can no longer be read.
 */
export function configKeyPosition(configFile: string, keyPath: (string | number)[]): { line: number; column: number } | undefined {
  try {
    const at = parseJsonWithPositions(readFileSync(configFile, 'utf8')).positions.get(pathKey(keyPath));
    const p = at?.key ?? at?.value;
    return p ? { line: p.line, column: p.column } : undefined;
  } catch {
    return undefined;
  }
}
