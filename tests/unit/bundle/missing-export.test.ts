import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, missingExportMessage } from '../../../src/bundle/compat-modules.js';

describe('an import of a name a provided module does not export', () => {
  const file = path.join('/pkg', 'template', 'compat', 'theme-common.ts');

  it('names the module as the site wrote it, the export, and what the module exports here', () => {
    const message = missingExportMessage(`No matching export in "${file}" for import "useDocsPreferredVersion"`, () => ['useColorMode', 'usePluralForm']);
    expect(message).toBe(
      '"@docusaurus/theme-common" has no export "useDocsPreferredVersion" here: this generator\'s @docusaurus/theme-common has no counterpart for it. It exports: useColorMode, usePluralForm.',
    );
    expect(
      missingExportMessage(`No matching export in "${path.join('/pkg', 'template', 'compat', 'theme', 'Tabs.tsx')}" for import "default"`, () => []),
    ).toContain('"@theme/Tabs" has no default export here');
  });

  it('leaves other messages and other files alone', () => {
    expect(missingExportMessage('Could not resolve "x"', () => [])).toBeUndefined();
    expect(missingExportMessage('No matching export in "src/components/Foo.js" for import "Bar"', () => [])).toBeUndefined();
  });

  it('reads the names a module exports', () => {
    const source = [
      'export function a() {}',
      'export const b = 1;',
      'export class C {}',
      "export { d, e as f } from './x';",
      "export { type G } from './y';",
      "export type { H } from './z';",
      'export default function Main() {}',
    ].join('\n');
    expect(exportedNames(source)).toEqual(['C', 'a', 'b', 'd', 'default', 'f']);
  });
});
