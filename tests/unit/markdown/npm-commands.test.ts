import { describe, expect, it } from 'vitest';
import { convertNpmCommands } from '../../../src/markdown/npm-commands.js';

// The conversions npm2yarn shows (through npm-to-yarn), for each package manager.
const cases: [npm: string, yarn: string, pnpm: string, bun: string][] = [
  ['npm install', 'yarn install', 'pnpm install', 'bun install'],
  ['npm i react react-dom', 'yarn add react react-dom', 'pnpm add react react-dom', 'bun add react react-dom'],
  ['npm install --save-dev @docusaurus/types', 'yarn add --dev @docusaurus/types', 'pnpm add --save-dev @docusaurus/types', 'bun add --dev @docusaurus/types'],
  ['npm install -D -E typescript', 'yarn add --dev --exact typescript', 'pnpm add -D -E typescript', 'bun add --dev --exact typescript'],
  ['npm install --save lodash', 'yarn add lodash', 'pnpm add lodash', 'bun add lodash'],
  ['npm i -g serve', 'yarn global add serve', 'pnpm add -g serve', 'bun add --global serve'],
  ['npm uninstall react', 'yarn remove react', 'pnpm remove react', 'bun remove react'],
  ['npm ci', 'yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile', 'bun install --frozen-lockfile'],
  ['npm run build', 'yarn build', 'pnpm run build', 'bun run build'],
  ['npm run start -- --port 3001', 'yarn start --port 3001', 'pnpm run start --port 3001', 'bun run start --port 3001'],
  ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
  ['npx docusaurus start', 'yarn dlx docusaurus start', 'pnpm dlx docusaurus start', 'bunx docusaurus start'],
  [
    'npm init docusaurus@latest my-website classic',
    'yarn create docusaurus my-website classic',
    'pnpm create docusaurus my-website classic',
    'bunx create-docusaurus my-website classic',
  ],
];

describe('npm commands for yarn, pnpm and bun', () => {
  it.each(cases)('%s', (npm, yarn, pnpm, bun) => {
    expect(convertNpmCommands(npm, 'yarn')).toBe(yarn);
    expect(convertNpmCommands(npm, 'pnpm')).toBe(pnpm);
    expect(convertNpmCommands(npm, 'bun')).toBe(bun);
  });

  it('converts each command of a block, and each side of &&', () => {
    expect(convertNpmCommands('npm install\nnpm run build && npm run serve', 'yarn')).toBe('yarn install\nyarn build && yarn serve');
  });

  it('keeps a command it has no rule for, with a comment', () => {
    expect(convertNpmCommands('npm audit fix', 'yarn')).toBe("npm audit fix\n# couldn't auto-convert command");
  });

  it('leaves other words that contain npm alone', () => {
    expect(convertNpmCommands('pnpm install && cat .npmrc', 'yarn')).toBe('pnpm install && cat .npmrc');
  });
});
