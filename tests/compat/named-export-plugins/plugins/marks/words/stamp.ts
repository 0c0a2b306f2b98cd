import {readFileSync} from 'node:fs';
import path from 'node:path';

// The stamp word is kept in a text file next to this module.
export function stampWord(): string {
  return readFileSync(path.join(__dirname, 'stamp.txt'), 'utf8').trim();
}
