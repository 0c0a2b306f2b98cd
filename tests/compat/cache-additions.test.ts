import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCompatCase } from '../helpers/compat-site.js';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** One addition between two builds: the files written, and what the built site then shows. */
interface Addition {
  name: string;
  files: Record<string, string | Buffer>;
  /** A file of the output (`assets/js/main.css` for the hashed stylesheet) and a text it holds once the addition is built. */
  shows: [string, string];
}

// Each kind of file whose appearance changes what a build reads. Several are found by a
// lookup that tries more than one path (an extension, a folder's index, a folder form), so
// the earlier build never read them: the cache must still notice them.
const ADDITIONS: Addition[] = [
  {
    name: 'a theme override in the folder form',
    files: { 'theme/Footer/index.tsx': 'export function Footer() {\n  return <footer className="from-folder">Footer/index.tsx</footer>;\n}\n' },
    shows: ['docs/intro/index.html', '<footer class="from-folder">Footer/index.tsx</footer>'],
  },
  {
    name: 'a theme override as one file, found before the folder',
    files: { 'theme/Footer.tsx': 'export function Footer() {\n  return <footer className="from-file">Footer.tsx</footer>;\n}\n' },
    shows: ['docs/intro/index.html', '<footer class="from-file">Footer.tsx</footer>'],
  },
  {
    name: 'src/theme/MDXComponents in the folder form',
    files: {
      'src/theme/MDXComponents/index.js':
        "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\n\nexport default { ...MDXComponents, a: (props) => <a data-from=\"folder\" {...props} /> };\n",
    },
    shows: ['docs/intro/index.html', '<a data-from="folder" href="/docs/guides/setup">setup guide</a>'],
  },
  {
    name: 'src/theme/MDXComponents.js, found before the folder',
    files: {
      'src/theme/MDXComponents.js':
        "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\n\nexport default { ...MDXComponents, a: (props) => <a data-from=\"file\" {...props} /> };\n",
    },
    shows: ['docs/intro/index.html', '<a data-from="file" href="/docs/guides/setup">setup guide</a>'],
  },
  {
    name: 'a page module',
    files: {
      'src/pages/added.jsx': 'import React from \'react\';\n\nexport default function Added() {\n  return <main className="added">An added page</main>;\n}\n',
    },
    shows: ['added/index.html', '<main class="added">An added page</main>'],
  },
  {
    name: 'a sidebar file',
    files: { 'docs/guides/_category_.json': '{ "label": "Guides from _category_.json" }\n' },
    shows: ['docs/intro/index.html', 'Guides from _category_.json'],
  },
  {
    name: 'a static file that the CSS names',
    files: { 'static/img/later.png': PNG },
    shows: ['assets/js/main.css', 'url("/assets/media/later-'],
  },
  {
    name: 'a component file found before the one imported so far, and the CSS module it imports',
    files: {
      'src/components/Widget.module.css': '.widget {\n  color: teal;\n}\n',
      'src/components/Widget.tsx':
        "import styles from './Widget.module.css';\n\nexport default function Widget() {\n  return <p className={styles.widget}>Widget from Widget.tsx</p>;\n}\n",
    },
    shows: ['docs/intro/index.html', '<p class="Widget_widget">Widget from Widget.tsx</p>'],
  },
  {
    name: "a component file found before a folder's index",
    files: {
      'src/components/Note.js': 'import React from \'react\';\n\nexport default function Note() {\n  return <p className="note">Note from Note.js</p>;\n}\n',
    },
    shows: ['docs/intro/index.html', 'Note from Note.js'],
  },
  {
    name: 'a partial, and the import of it',
    files: {
      'docs/_partial.mdx': '## From the partial\n\nText of the partial.\n',
      'docs/intro.mdx': '',
    },
    shows: ['docs/intro/index.html', 'Text of the partial.'],
  },
];

/** A file of a built site as text; `assets/js/main.css` is the main stylesheet, whatever its hash. */
function readBuilt(dist: string, file: string): string {
  if (file !== 'assets/js/main.css') return readOut(dist, file);
  const css = readdirSync(path.join(dist, 'assets', 'js')).find((name) => /^main-\w+\.css$/.test(name))!;
  return readOut(dist, `assets/js/${css}`);
}

/** Builds with the cache, builds from nothing elsewhere, and returns how the two outputs differ (`diff -r`). */
function warmAgainstCold(site: string): string {
  const warm = runCli(site, ['build']);
  expect(warm.stderr).toBe('');
  expect(warm.code).toBe(0);
  const cold = mkdtempSync(path.join(os.tmpdir(), 'docs-cold-'));
  try {
    const result = runCli(site, ['build', '--no-cache', '--out-dir', cold]);
    expect(result.code).toBe(0);
    return spawnSync('diff', ['-r', path.join(site, 'dist'), cold], { encoding: 'utf8' })
      .stdout.split(cold)
      .join('<cold>');
  } finally {
    removeDir(cold);
  }
}

describe('a file added between two builds (tests/compat/cache-additions)', () => {
  let site: string;

  beforeAll(() => {
    site = copyCompatCase('cache-additions');
    const first = runCli(site, ['build']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
  });
  afterAll(() => removeDir(site));

  for (const addition of ADDITIONS) {
    it(`${addition.name}: the warm build's output is the cold build's`, () => {
      for (const [rel, content] of Object.entries(addition.files)) {
        const file = path.join(site, rel);
        mkdirSync(path.dirname(file), { recursive: true });
        // An empty text stands for an edit: the doc imports the partial added with it.
        const text =
          content === '' ? readFileSync(file, 'utf8').replace('<Note />\n', "<Note />\n\nimport Partial from './_partial.mdx';\n\n<Partial />\n") : content;
        writeFileSync(file, text);
      }
      expect(warmAgainstCold(site)).toBe('');
      const [file, text] = addition.shows;
      expect(readBuilt(path.join(site, 'dist'), file)).toContain(text);
    }, 240_000);
  }
});
