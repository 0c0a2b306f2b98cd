/**
 * npm commands written for another package manager, as Docusaurus' npm2yarn plugin shows them
 * (through the npm-to-yarn package): `npm install -D x` is `yarn add --dev x`, `pnpm add -D x`
 * and `bun add --dev x`. A command it has no rule for is kept, with a comment that says so.
 */

/** The package managers a command converts to. */
export type PackageManager = 'yarn' | 'pnpm' | 'bun';

/** Converts every `npm …` and `npx …` command of a code block (each up to a line end or `&`). */
export function convertNpmCommands(code: string, to: PackageManager): string {
  return code
    .replace(/(?<![\w@/.-])npx\b/g, () => RUNNER[to])
    .replace(/(?<![\w@/.-])npm\b( +[^&\n\r]*)?/g, (whole, rest: string | undefined) => {
      const converted = convertCommand(words(rest ?? ''), to);
      // The spaces before a following `&&` stay where they were.
      return converted === undefined ? `${whole}\n# couldn't auto-convert command` : converted + /\s*$/.exec(rest ?? '')![0];
    });
}

const RUNNER: Record<PackageManager, string> = { yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };

// Commands every manager spells as npm does (`npm test` is `yarn test`).
const SAME = new Set(['test', 'start', 'stop', 'publish', 'login', 'logout', 'link', 'unlink', 'cache', 'outdated', 'pack']);

// The words of a command; trailing spaces go, quotes stay as written.
const words = (text: string): string[] => text.trim().split(/ +/).filter(Boolean);

function convertCommand(args: string[], to: PackageManager): string | undefined {
  const [command = '', ...rest] = args;
  const tail = (list: string[]) => list.filter((a) => a !== '').join(' ');
  switch (command) {
    case '':
      return to;
    case 'install':
    case 'i':
    case 'add':
      return install(rest, to);
    case 'ci':
      return `${to} install --frozen-lockfile`;
    case 'uninstall':
    case 'un':
    case 'remove':
    case 'rm':
    case 'r':
      return tail([to, 'remove', ...flags(rest, to)]);
    case 'run':
    case 'run-script':
      return run(rest, to);
    case 'exec':
      return tail([to === 'bun' ? 'bunx' : `${to} exec`, ...rest.filter((a) => a !== '--')]);
    case 'init':
    case 'create':
      return create(rest, to);
    case 't':
    case 'tst':
      return run(['test', ...rest], to);
    default:
      if (!SAME.has(command)) return undefined;
      // bun's own `test` and `start` are not the scripts: they run through `bun run`.
      return to === 'bun' && (command === 'test' || command === 'start' || command === 'stop')
        ? run([command, ...rest], to)
        : tail([to, command, ...rest.filter((a) => a !== '--')]);
  }
}

function install(rest: string[], to: PackageManager): string {
  const packages = rest.filter((a) => !a.startsWith('-'));
  const global = rest.includes('-g') || rest.includes('--global');
  if (packages.length === 0) return [to, 'install', ...flags(rest, to)].join(' ').trim();
  if (to === 'yarn' && global) return ['yarn', 'global', 'add', ...flags(rest, to)].filter(Boolean).join(' ');
  return [to, 'add', ...flags(rest, to)].filter(Boolean).join(' ');
}

// npm's install flags in the manager's spelling; pnpm takes npm's own, less `--save`.
function flags(args: string[], to: PackageManager): string[] {
  const yarnLike: Record<string, string> = {
    '--save-dev': '--dev',
    '-D': '--dev',
    '--save-exact': '--exact',
    '-E': '--exact',
    '--save-optional': '--optional',
    '-O': '--optional',
    '--save-prod': '--production',
    '-P': '--production',
  };
  return args.map((a) => {
    if (a === '--save' || a === '-S') return '';
    if (to === 'pnpm') return a === '--no-package-lock' ? '--frozen-lockfile' : a;
    if (a === '-g' || a === '--global') return to === 'bun' ? '--global' : '';
    if (a === '--no-package-lock') return to === 'yarn' ? '--no-lockfile' : '--no-save';
    return yarnLike[a] ?? a;
  });
}

// `npm run build -- --watch`: yarn runs a script by its name alone; pnpm and bun keep `run`.
function run(rest: string[], to: PackageManager): string {
  const args = rest.filter((a) => a !== '--');
  if (args.length === 0) return `${to} run`;
  if (to === 'yarn' && !YARN_COMMANDS.has(args[0]!)) return ['yarn', ...args].join(' ');
  return [to, 'run', ...args].join(' ');
}

// Names yarn would take as its own command rather than a script.
const YARN_COMMANDS = new Set([
  'add',
  'audit',
  'bin',
  'cache',
  'config',
  'create',
  'exec',
  'global',
  'help',
  'info',
  'init',
  'install',
  'link',
  'list',
  'login',
  'logout',
  'outdated',
  'pack',
  'publish',
  'remove',
  'run',
  'tag',
  'team',
  'unlink',
  'upgrade',
  'version',
  'versions',
  'why',
  'workspace',
  'workspaces',
]);

// `npm init docusaurus@latest site` is `yarn create docusaurus site`, `bunx create-docusaurus site`.
function create(rest: string[], to: PackageManager): string {
  const [name, ...others] = rest;
  if (!name || name.startsWith('-')) return [to, 'init', ...rest].join(' ');
  const bare = name.replace(/@latest$/, '');
  if (to !== 'bun') return [to, 'create', bare, ...others].join(' ');
  const starter = bare.startsWith('@') ? bare.replace('/', '/create-') : `create-${bare}`;
  return ['bunx', starter, ...others].join(' ');
}
