import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The theme imports the shared module by its package path, as esbuild resolves it in a build.
  // `@docs/theme-original/X` is the theme's own component, as the build resolves it without an override.
  resolve: {
    alias: [
      { find: 'docs-kiln/shared', replacement: path.join(root, 'shared') },
      { find: /^@docs\/theme-original\/(.*)$/, replacement: path.join(root, 'template/components/$1') },
    ],
  },
  // The build's constant for the theme (a site with markdown.mermaid sets it true).
  define: { __DOCS_MERMAID__: 'false' },
  // `@docs/mermaid` as the server bundle provides it: no package to load, the diagram's source stays.
  plugins: [
    {
      name: 'docs-mermaid',
      resolveId: (id: string) => (id === '@docs/mermaid' ? '\0docs-mermaid' : undefined),
      load: (id: string) => (id === '\0docs-mermaid' ? 'export const loadMermaid = undefined;' : undefined),
    },
  ],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves a core idle on a two-core machine, and most test files spend much
    // of their time waiting on child processes and a browser: three files at once keep both busy.
    maxWorkers: 3,
  },
});
