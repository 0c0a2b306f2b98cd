import { existsSync } from 'node:fs';
import path from 'node:path';

/** The command that installs a package with the site's package manager (npm unless its lock file says otherwise). */
export function installCommand(siteDir: string, name: string): string {
  if (existsSync(path.join(siteDir, 'pnpm-lock.yaml'))) return `pnpm add ${name}`;
  if (existsSync(path.join(siteDir, 'yarn.lock'))) return `yarn add ${name}`;
  if (existsSync(path.join(siteDir, 'bun.lockb')) || existsSync(path.join(siteDir, 'bun.lock'))) return `bun add ${name}`;
  return `npm install ${name}`;
}
