#!/usr/bin/env node
// Reference corpus for the benchmarks: writes a deterministic docs + blog site at the
// scale of a real project (current docs and 8 older versions of ~110 docs each, 100
// blog posts, ~100 tags, 6 authors) in the Docusaurus layout our generator reads.
// Every doc is realistic markdown (600–2,000 words, headings to level 4, titled and
// highlighted code fences, tables, admonitions, tabs, images, cross links with anchors
// that exist). A doc's text changes from one version to the next only when it was
// revised (by default a quarter of the docs per release) or a page it links to came or went, as
// with versions cut by copying. The same seed always writes the same bytes.
//
//   node bench/corpus.mjs [outDir=bench/.corpus] [--seed 42] [--revision-rate 0.25] [--mdx-share 0.33] [--scale 1]
//
// --revision-rate is the share of docs revised per release; 1 makes every version of
// every doc a different text.
//
// --scale N writes N times the corpus (distinct pages, about 1,280 per copy) into
// bench/.corpus-xN unless an outDir is given: copy K of the docs tree lives under "part-K/"
// in every version with its own sidebar, texts and links that stay inside it, and copy K's
// 100 posts under blog/part-K/. Copy 1 is the reference corpus itself.
//
// --mdx-share (default 0.33) is the share of docs written as MDX the way Docusaurus sites
// write it: `.mdx` files that import the site's components from `@site/src/components/`
// (a stateless "required" tag, a feedback widget with state, a card styled by a CSS
// module), `@theme/Tabs` where they have tabs (with `values={...}`), expressions in text
// and attributes, an `export const` used further down, and a partial (`_shared-*.mdx`)
// rendered with a prop. A doc is MDX in every version it exists in; its markdown is the
// text it would have as plain markdown, with the MDX added between its blocks. 0 writes
// the all-markdown corpus, byte for byte as before the option existed.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const STAMP = '.bench-corpus';

// ---------------------------------------------------------------------------
// Seeded randomness: mulberry32, with one independent stream per named thing, so a
// doc's text depends only on the seed and its id, not on what was generated before.

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A random helper bound to one stream. */
function makeRandom(seed, key) {
  const next = mulberry32(fnv1a(`${seed}:${key}`));
  const r = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    sample(list, n) {
      const copy = [...list];
      const out = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
  return r;
}

// ---------------------------------------------------------------------------
// Vocabulary.

const NOUNS = `application server client request response handler route page layout component
hook state cache query mutation action entity model schema migration database table column index
record field session token cookie user account role permission policy provider adapter plugin
extension module package bundle chunk asset image stylesheet theme template config option flag
variable environment secret key value job queue worker schedule event listener socket channel
message notification email webhook endpoint gateway proxy header payload stream buffer file
directory path build compiler parser transform loader output artifact deployment container image
cluster region instance replica volume backup log metric trace span alert dashboard test fixture
snapshot mock stub suite runner pipeline commit branch release version changelog feature toggle
locale translation sitemap feed search result filter sort pagination cursor limit offset form
input validation error warning retry timeout fallback boundary context store selector reducer
signal effect lifecycle render hydration island island link anchor heading sidebar navbar footer`
  .split(/\s+/)
  .filter((w, i, all) => w && all.indexOf(w) === i);

const VERBS = `reads writes returns accepts validates renders caches loads stores sends receives
resolves rejects creates updates deletes imports exports wraps extends configures registers
handles parses transforms compiles bundles deploys schedules retries logs measures checks
tracks invalidates refreshes hydrates serializes streams batches merges splits forwards`
  .split(/\s+/)
  .filter(Boolean);

const ADJECTIVES = `default custom shared local remote internal external optional required typed
async lazy eager static dynamic nested global scoped cached persistent temporary secure public
private incremental parallel isolated minimal complete generated declarative explicit implicit`
  .split(/\s+/)
  .filter(Boolean);

const ADVERBS = `usually often quickly safely automatically explicitly rarely always only
eventually directly lazily carefully transparently`
  .split(/\s+/)
  .filter(Boolean);

const CONNECTORS = ['When', 'Because', 'After', 'Before', 'Unless', 'While', 'Once', 'If', 'Since', 'Although'];

const OPENERS = [
  'In practice,',
  'By default,',
  'For example,',
  'In most projects,',
  'Under the hood,',
  'As a rule,',
  'In production,',
  'During development,',
  'Put simply,',
  'In this setup,',
];

const IDENT_PARTS = [
  'user',
  'task',
  'order',
  'invoice',
  'project',
  'team',
  'post',
  'comment',
  'session',
  'report',
  'upload',
  'profile',
  'payment',
  'ticket',
  'event',
  'note',
];

const TECH_TOPICS = `authentication authorization caching routing rendering hydration bundling
deployment logging monitoring testing migrations seeding validation pagination search
localization theming accessibility performance security webhooks websockets queues scheduling
uploads emails payments analytics observability tracing feature-flags rate-limiting
configuration environments secrets containers serverless edge cdn databases indexing
transactions relations sessions tokens cookies forms errors retries streaming prefetching
sitemaps feeds versioning plugins extensions middleware proxies gateways schemas types
compilers parsers linting formatting debugging profiling benchmarks upgrades releases
workspaces monorepos ci-cd docker kubernetes terraform serverless-functions static-assets
images fonts icons markdown mdx components hooks state-management data-fetching
optimistic-updates offline-support push-notifications background-jobs cron-jobs file-storage
object-storage full-text-search embeddings ai-agents prompts telemetry audit-logs multitenancy
billing subscriptions onboarding invitations roles permissions sso oauth magic-links passkeys`
  .split(/\s+/)
  .filter((w, i, all) => w && all.indexOf(w) === i);

const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
const titleCase = (slug) =>
  slug
    .split('-')
    .map((w, i) => (i > 0 && ['and', 'the', 'of', 'with', 'to', 'in'].includes(w) ? w : cap(w)))
    .join(' ');

/** GitHub's heading slug for plain ASCII text: lowercase, drop punctuation, spaces to dashes. */
function slugify(text) {
  return text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

// ---------------------------------------------------------------------------
// Prose.

function identifier(r) {
  const a = r.pick(IDENT_PARTS);
  const b = r.pick(['Id', 'List', 'Count', 'Config', 'Handler', 'Query', 'Action', 'Status', 'Options', 'Store']);
  return r.chance(0.5) ? `${r.pick(['get', 'create', 'update', 'use', 'fetch', 'load'])}${cap(a)}${b}` : `${a}${b}`;
}

function sentence(r, _words) {
  const n = () => r.pick(NOUNS);
  const v = () => r.pick(VERBS);
  const a = () => r.pick(ADJECTIVES);
  const code = () => `\`${identifier(r)}\``;
  const templates = [
    () => `The ${a()} ${n()} ${v()} the ${n()} before the ${n()} ${v()} it`,
    () => `${r.pick(OPENERS)} every ${n()} ${v()} a ${a()} ${n()} and ${v()} the ${n()} ${r.pick(ADVERBS)}`,
    () => `${r.pick(CONNECTORS)} the ${n()} ${v()} a ${n()}, the ${n()} ${r.pick(ADVERBS)} ${v()} its ${a()} ${n()}`,
    () => `Call ${code()} from the ${n()} to get a ${a()} ${n()} for each ${n()}`,
    () => `A ${n()} is ${r.pick(['a', 'the'])} ${a()} ${n()} that ${v()} ${r.pick(['one', 'every', 'each'])} ${n()} in the ${n()}`,
    () => `You can pass ${code()} to the ${n()} when the ${a()} ${n()} is not enough`,
    () => `This ${n()} ${v()} ${code()} and ${v()} the result as a ${a()} ${n()}`,
    () => `Keep the ${n()} small, since the ${n()} ${v()} it on every ${n()}`,
    () => `${r.pick(OPENERS)} the ${n()} ${r.pick(ADVERBS)} ${v()} ${r.pick(['a', 'the'])} ${a()} ${n()} so the ${n()} stays ${a()}`,
    () => `Nothing else ${v()} the ${n()}, which makes the ${a()} ${n()} easy to reason about`,
  ];
  const text = articles(r.pick(templates)());
  return `${cap(text)}${r.chance(0.1) ? '!' : '.'}`;
}

/** "a" before a vowel sound becomes "an". */
const articles = (text) => text.replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');

/** Words a reader reads in a block: code fences and markup-only tokens do not count. */
function proseWords(text) {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w) && !/^:::/.test(w)).length;
}

/** One paragraph; `linkFn` may return a markdown link to weave in. */
function paragraph(r, words, linkFn, min = 3, max = 6) {
  const parts = [];
  const count = r.int(min, max);
  for (let i = 0; i < count; i++) parts.push(sentence(r, words));
  // Emphasis and links go between sentences, so they never split one.
  if (r.chance(0.3)) parts.splice(r.int(0, parts.length), 0, `**${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}s** matter here.`);
  if (r.chance(0.2)) parts.splice(r.int(0, parts.length), 0, `It is *${r.pick(ADVERBS)}* the ${r.pick(NOUNS)} that ${r.pick(VERBS)} it.`);
  const link = linkFn?.();
  if (link) parts.splice(r.int(0, parts.length), 0, link);
  return articles(parts.join(' '));
}

// ---------------------------------------------------------------------------
// Block elements.

function codeBlock(r) {
  const lang = r.pick(['js', 'ts', 'bash', 'json', 'yaml', 'js', 'ts']);
  const id = identifier(r);
  const part = r.pick(IDENT_PARTS);
  let lines;
  let file;
  switch (lang) {
    case 'js':
    case 'ts': {
      const typed = lang === 'ts';
      file = `src/${part}s/${id}.${lang}`;
      lines = [
        `import { ${identifier(r)} } from '../lib/${r.pick(NOUNS)}.js';`,
        typed ? `import type { ${cap(part)} } from '../types.js';` : `import { ${identifier(r)} } from '../lib/${r.pick(NOUNS)}.js';`,
        '',
        `export async function ${id}(${typed ? `args: { id: string }, context: Context` : 'args, context'})${typed ? `: Promise<${cap(part)}[]>` : ''} {`,
        `  const ${part} = await context.entities.${cap(part)}.findUnique({ where: { id: args.id } });`,
        `  if (!${part}) throw new HttpError(404, '${cap(part)} not found');`,
      ];
      const extra = r.int(1, 8);
      for (let i = 0; i < extra; i++) {
        lines.push(
          r.pick([
            `  const ${r.pick(NOUNS)} = ${identifier(r)}(${part}, { ${r.pick(NOUNS)}: ${r.int(1, 500)} });`,
            `  // ${cap(r.pick(VERBS))} the ${r.pick(NOUNS)} before the ${r.pick(NOUNS)} is sent.`,
            `  await context.entities.${cap(r.pick(IDENT_PARTS))}.update({ where: { id: ${part}.id }, data: { ${r.pick(NOUNS)}: true } });`,
            `  console.log('${r.pick(VERBS)} ${r.pick(NOUNS)}', ${part}.id);`,
          ]),
        );
      }
      lines.push(`  return context.entities.${cap(part)}.findMany({ where: { ownerId: ${part}.ownerId } });`, '}');
      break;
    }
    case 'bash': {
      file = 'Terminal';
      lines = [`npm install @corpus/${r.pick(NOUNS)} @corpus/${r.pick(NOUNS)}`];
      const extra = r.int(2, 7);
      for (let i = 0; i < extra; i++) {
        lines.push(
          r.pick([
            `corpus ${r.pick(['start', 'build', 'deploy', 'db migrate', 'db seed', 'test'])} --${r.pick(NOUNS)} ${r.pick(ADJECTIVES)}`,
            `export ${r.pick(NOUNS).toUpperCase()}_${r.pick(NOUNS).toUpperCase()}=${r.int(1000, 9999)}`,
            `curl -s http://localhost:3001/api/${part}s | jq '.[0]'`,
            `# ${cap(r.pick(VERBS))} the ${r.pick(NOUNS)}`,
          ]),
        );
      }
      break;
    }
    case 'json': {
      file = r.pick(['package.json', 'tsconfig.json', `config/${part}.json`]);
      const keys = r.sample(NOUNS, r.int(3, 9));
      lines = ['{', ...keys.map((k, i) => `  "${k}": ${r.chance(0.5) ? `"${r.pick(ADJECTIVES)}"` : r.int(0, 100)}${i < keys.length - 1 ? ',' : ''}`), '}'];
      break;
    }
    default: {
      file = r.pick(['.github/workflows/deploy.yml', 'docker-compose.yml', `config/${part}.yaml`]);
      lines = [`${part}:`];
      for (const k of r.sample(NOUNS, r.int(3, 8))) {
        lines.push(r.chance(0.3) ? `  ${k}:\n    enabled: ${r.chance(0.5)}` : `  ${k}: ${r.pick(ADJECTIVES)}`);
      }
      lines = lines.join('\n').split('\n');
    }
  }
  const meta = [];
  if (r.chance(0.8)) meta.push(`title="${file}"`);
  if (r.chance(0.6) && lines.length >= 5) {
    const a = r.int(1, 2);
    const b = r.int(a + 2, Math.min(lines.length, a + 5));
    meta.push(r.chance(0.5) ? `{${a},${b - 1}-${b}}` : `{${a}-${b}}`);
  }
  return `\`\`\`${lang}${meta.length ? ` ${meta.join(' ')}` : ''}\n${lines.join('\n')}\n\`\`\``;
}

function table(r) {
  const cols = r.int(3, 5);
  const head = ['Name', 'Type', 'Default', 'Description', 'Since'].slice(0, cols);
  const rows = [];
  const count = r.int(3, 8);
  for (let i = 0; i < count; i++) {
    const row = [
      `\`${identifier(r)}\``,
      `\`${r.pick(['string', 'number', 'boolean', 'object', 'string[]'])}\``,
      r.chance(0.5) ? `\`${r.int(0, 100)}\`` : 'none',
    ];
    if (cols > 3) row.push(`${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} that ${r.pick(VERBS)} the ${r.pick(NOUNS)}.`);
    if (cols > 4) row.push(`1.${r.int(0, 7)}`);
    rows.push(row);
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function admonition(r, words) {
  const kind = r.pick(['tip', 'note', 'info', 'caution', 'danger', 'warning', 'tip']);
  const title = r.chance(0.5) ? `[${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}s]` : '';
  const body = [paragraph(r, words, undefined, 1, 3)];
  if (r.chance(0.3)) body.push(listBlock(r, words));
  return `:::${kind}${title}\n\n${body.join('\n\n')}\n\n:::`;
}

function listBlock(r, _words) {
  const ordered = r.chance(0.4);
  const items = [];
  const count = r.int(3, 6);
  for (let i = 0; i < count; i++) {
    const text = `${cap(r.pick(VERBS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} with \`${identifier(r)}\`.`;
    items.push(`${ordered ? `${i + 1}.` : '-'} ${text}`);
  }
  return items.join('\n');
}

function tabsBlock(r, words) {
  const group = r.pick([
    {
      id: 'pkg',
      tabs: [
        ['npm', 'npm'],
        ['yarn', 'Yarn'],
        ['pnpm', 'pnpm'],
      ],
    },
    {
      id: 'lang',
      tabs: [
        ['js', 'JavaScript'],
        ['ts', 'TypeScript'],
      ],
    },
    {
      id: 'os',
      tabs: [
        ['linux', 'Linux'],
        ['macos', 'macOS'],
        ['windows', 'Windows'],
      ],
    },
  ]);
  const out = [`<Tabs groupId="${group.id}">`];
  group.tabs.forEach(([value, label], i) => {
    out.push(`<TabItem value="${value}" label="${label}"${i === 0 ? ' default' : ''}>`, '');
    out.push(paragraph(r, words, undefined, 1, 2), '');
    if (group.id === 'pkg') out.push('```bash', `${value} ${value === 'npm' ? 'install' : 'add'} @corpus/${r.pick(NOUNS)}`, '```', '');
    else if (group.id === 'lang') out.push(codeBlock(r), '');
    out.push('</TabItem>');
  });
  out.push('</Tabs>');
  return out.join('\n');
}

function detailsBlock(r, words) {
  return `<details>\n<summary>${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} details</summary>\n\n${paragraph(r, words, undefined, 2, 3)}\n\n</details>`;
}

// ---------------------------------------------------------------------------
// The plan of the docs: folders, docs, the versions each doc exists in, headings.

const VERSION_NAMES = ['1.7.0', '1.6.0', '1.5.0', '1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0'];
// Index 0 is the oldest version, the last index the current docs.
const VERSION_ORDER = [...VERSION_NAMES].reverse().concat('current');
const CURRENT = VERSION_ORDER.length - 1;

const FOLDERS = [
  { dir: 'getting-started', label: 'Getting Started', count: 9, collapsed: false },
  { dir: 'concepts', label: 'Concepts', count: 12 },
  {
    dir: 'guides',
    label: 'Guides',
    count: 10,
    sub: [
      { dir: 'auth', label: 'Authentication', count: 6 },
      { dir: 'data', label: 'Data', count: 6 },
    ],
  },
  { dir: 'api', label: 'API', count: 13 },
  { dir: 'cli', label: 'CLI', count: 10 },
  { dir: 'configuration', label: 'Configuration', count: 11 },
  { dir: 'deployment', label: 'Deployment', count: 6, sub: [{ dir: 'providers', label: 'Providers', count: 6 }] },
  { dir: 'integrations', label: 'Integrations', count: 10 },
  { dir: 'advanced', label: 'Advanced', count: 9 },
  // Listed in the sidebar as one autogenerated folder, with subfolders as categories.
  {
    dir: 'reference',
    label: 'Reference',
    count: 4,
    autogenerated: true,
    sub: [
      { dir: 'hooks', label: 'Hooks', count: 4 },
      { dir: 'components', label: 'Components', count: 4 },
    ],
  },
];

const HEADING_PATTERNS = [
  (r) => `Configure the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
  (r) => `How the ${r.pick(NOUNS)} ${r.pick(VERBS)} ${r.pick(NOUNS)}s`,
  (r) => `Using \`${identifier(r)}\``,
  (r) => `${cap(r.pick(NOUNS))}s & ${r.pick(NOUNS)}s`,
  (r) => `What's a ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}?`,
  (r) => `${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} ${r.pick(NOUNS)}s`,
  (r) => `${cap(r.pick(NOUNS))} options (${r.pick(ADJECTIVES)})`,
  (r) => `Step ${r.int(1, 9)}: ${r.pick(['add', 'configure', 'deploy', 'test', 'register', 'validate', 'cache', 'migrate'])} the ${r.pick(NOUNS)}`,
  (r) => `Node.js ${r.pick(NOUNS)} support`,
  (r) => `Troubleshooting ${r.pick(NOUNS)} ${r.pick(NOUNS)}s`,
];

/** Headings of one doc (h2 → h4), unique per page by slug; a few carry a custom {#id}. */
function planHeadings(r, max = Infinity) {
  const seen = new Set(['table-of-contents']);
  const headings = [];
  const make = (depth) => {
    for (let tries = 0; tries < 50; tries++) {
      const text = articles(r.pick(HEADING_PATTERNS)(r));
      const slug = slugify(text);
      if (seen.has(slug)) continue;
      seen.add(slug);
      let customId;
      if (r.chance(0.06)) {
        customId = `${r.pick(NOUNS)}-${r.pick(NOUNS)}-${r.int(10, 99)}`;
        if (seen.has(customId)) customId = undefined;
        else seen.add(customId);
      }
      const heading = { depth, text, anchor: customId ?? slug, customId, children: [] };
      return heading;
    }
    throw new Error('could not find a unique heading');
  };
  let left = Math.max(4, max);
  const sections = Math.min(r.int(3, 6), left);
  for (let i = 0; i < sections; i++) {
    const h2 = make(2);
    headings.push(h2);
    left--;
    // Later sections must still get their h2, so subsections take only what is spare.
    for (let j = r.int(0, 3); j > 0 && left > sections - i - 1; j--) {
      const h3 = make(3);
      h2.children.push(h3);
      left--;
      for (let k = r.chance(0.4) ? r.int(1, 2) : 0; k > 0 && left > sections - i - 1; k--, left--) h3.children.push(make(4));
    }
  }
  return headings;
}

const flatHeadings = (headings) => headings.flatMap((h) => [h, ...flatHeadings(h.children)]);

/** Plans every doc of every version: ids, titles, positions, headings and in which versions it exists. */
function planDocs(seed, revisionRate, prefix = '') {
  // A copy of a scaled corpus (prefix "part-K/") draws its own topics, headings and texts.
  const r = makeRandom(seed, prefix ? `plan:${prefix}` : 'plan');
  const topics = [...TECH_TOPICS];
  const docs = [];
  const takeTopic = () => topics.splice(r.int(0, topics.length - 1), 1)[0];
  const addFolder = (dir, count, parent) => {
    for (let i = 0; i < count; i++) {
      let name = i === 0 ? 'overview' : takeTopic();
      // A doc named as its folder would be the folder's index page (served at the folder's URL).
      while (name === dir.split('/').pop()) name = takeTopic();
      const id = `${dir}/${name}`;
      const d = makeRandom(seed, `doc:${id}`);
      // Prose words of the page; the code, tables and markup come on top.
      const words = d.int(600, 1700);
      // The overview of a folder exists everywhere; others may appear late or be removed.
      let addedAt = 0;
      let removedAt = Infinity;
      if (i > 0 && r.chance(0.1)) addedAt = r.int(1, CURRENT);
      if (i > 0 && r.chance(0.08)) removedAt = r.int(addedAt + 1, CURRENT);
      docs.push({
        id,
        dir,
        parent,
        title: name === 'overview' ? `${titleCase(dir.split('/').pop())} overview` : titleCase(name),
        position: i + 1,
        description: `${cap(r.pick(VERBS))} ${name.replace(/-/g, ' ')} in a ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`,
        tags: d.chance(0.4)
          ? d.sample(['beginner', 'advanced', 'api', 'security', 'performance', 'deployment', 'recipe', 'reference', 'migration'], d.int(1, 3))
          : [],
        words,
        headings: planHeadings(d, Math.round(words / 150)),
        addedAt,
        removedAt,
        // Like `docs version` copies, a doc keeps its text from one version to the next
        // unless it was revised (by default a quarter of them per release).
        revisions: VERSION_ORDER.reduce((revs, _, v) => {
          revs.push(v === 0 ? 0 : revs[v - 1] + (d.next() < revisionRate ? 1 : 0));
          return revs;
        }, []),
      });
    }
  };
  for (const folder of FOLDERS) {
    addFolder(`${prefix}${folder.dir}`, folder.count);
    for (const sub of folder.sub ?? []) addFolder(`${prefix}${folder.dir}/${sub.dir}`, sub.count, `${prefix}${folder.dir}`);
  }
  return docs;
}

const existsIn = (doc, v) => doc.addedAt <= v && v < doc.removedAt;

// ---------------------------------------------------------------------------
// Writing a doc.

function relLink(fromId, toId) {
  let rel = path.posix.relative(path.posix.dirname(fromId), toId);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return `${rel}${docExtension(toId)}`;
}

function renderDoc(seed, doc, v, docsInVersion) {
  const markdown = renderMarkdownDoc(seed, doc, v, docsInVersion);
  return mdxDocIds.has(doc.id) ? toMdx(seed, doc, v, markdown) : markdown;
}

function renderMarkdownDoc(seed, doc, v, docsInVersion) {
  const r = makeRandom(seed, `body:${doc.id}:${doc.revisions[v]}`);
  const words = { count: 0 };
  // Link targets are chosen over all docs once; a version drops the ones it lacks.
  const lr = makeRandom(seed, `links:${doc.id}`);
  const pool = [...allDocIds].filter((id) => id !== doc.id);
  const targets = lr.sample(pool, 14);
  const own = flatHeadings(doc.headings);
  let linkIndex = 0;
  const linkFn = () => {
    if (!r.chance(0.45)) return undefined;
    if (r.chance(0.15)) {
      const h = r.pick(own);
      return `See [${h.text.replace(/[`[\]]/g, '')}](#${h.anchor}) for more.`;
    }
    const targetId = targets[linkIndex++ % targets.length];
    const target = docsInVersion.get(targetId);
    if (!target) return `The ${titleCase(targetId.split('/').pop())} page covers the ${r.pick(NOUNS)} in depth.`;
    const anchor = r.chance(0.75) ? `#${r.pick(flatHeadings(target.headings)).anchor}` : '';
    return r.pick([
      `Read [${target.title}](${relLink(doc.id, target.id)}${anchor}) before you continue.`,
      `The [${r.pick(NOUNS)} guide](${relLink(doc.id, target.id)}${anchor}) explains the ${r.pick(ADJECTIVES)} case.`,
      `For details, see [${target.title.toLowerCase()}](${relLink(doc.id, target.id)}${anchor}).`,
    ]);
  };

  const fm = ['---', `title: ${JSON.stringify(doc.title)}`, `description: ${JSON.stringify(doc.description)}`, `sidebar_position: ${doc.position}`];
  if (doc.tags.length) fm.push(`tags: [${doc.tags.join(', ')}]`);
  fm.push('---');

  const out = [fm.join('\n')];
  const add = (text) => {
    out.push(text);
    words.count += proseWords(text);
  };
  add(paragraph(r, words, linkFn, 2, 4));
  add(paragraph(r, words, linkFn));

  const all = flatHeadings(doc.headings);
  const blocks = [
    () => codeBlock(r),
    () => codeBlock(r),
    () => table(r),
    () => admonition(r, words),
    () => tabsBlock(r, words),
    () => listBlock(r, words),
    () => detailsBlock(r, words),
    () => `![${cap(r.pick(NOUNS))} diagram](./architecture.svg)`,
    () => `![${cap(r.pick(NOUNS))} flow](/img/${r.pick(STATIC_IMAGES)}.svg)`,
    () => `> ${paragraph(r, words, undefined, 1, 2)}`,
  ];
  all.forEach((h, i) => {
    const share = Math.round((doc.words * (i + 1)) / all.length);
    out.push(`${'#'.repeat(h.depth)} ${h.text}${h.customId ? ` {#${h.customId}}` : ''}`);
    add(paragraph(r, words, linkFn));
    if (r.chance(0.75)) add(r.pick(blocks)());
    while (words.count < share) {
      add(paragraph(r, words, linkFn));
      if (r.chance(0.35)) add(r.pick(blocks)());
    }
  });
  return `${out.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------
// MDX: site components, partials, and the MDX docs.

/** Ids of the docs written as MDX (in every version they exist in). */
let mdxDocIds = new Set();

const docExtension = (id) => (mdxDocIds.has(id) ? '.mdx' : '.md');

// The docs page bench/client-js.mjs measures stays plain markdown, so its JavaScript
// compares with the all-markdown corpus.
const ALWAYS_MARKDOWN = new Set(['getting-started/overview']);

/** Picks the MDX docs: each doc by its own stream, so the choice depends only on seed and id. */
function chooseMdxDocs(seed, docs, share) {
  if (!(share > 0)) return new Set();
  return new Set(docs.filter((d) => !ALWAYS_MARKDOWN.has(d.id) && makeRandom(seed, `mdx:${d.id}`).next() < share).map((d) => d.id));
}

/** The site's components and shared values, as files under the corpus root. */
const SITE_FILES = {
  'src/constants.js': `/** Values several docs show, kept in one place. */
export const constants = { cli: 'corpus', version: '1.8.0', port: 3001, node: 20 };

/** The package managers the install tabs offer, in order. */
export const packageManagers = [
  { label: 'npm', value: 'npm' },
  { label: 'Yarn', value: 'yarn' },
  { label: 'pnpm', value: 'pnpm' },
];
`,
  'src/components/Required.jsx': `/** A "required" tag for a field of a reference table. */
export default function Required({ children = 'required' }) {
  return (
    <span title="This field must be set" style={{ color: '#c0392b', fontSize: '0.75em', fontWeight: 700, textTransform: 'uppercase' }}>
      {children}
    </span>
  );
}
`,
  'src/components/Feedback.jsx': `import { useState } from 'react';

/** "Was this page helpful?": two buttons, then a thank-you once the reader answers. */
export default function Feedback({ question = 'Was this page helpful?' }) {
  const [answer, setAnswer] = useState(null);
  if (answer) {
    return <p role="status">Thanks for your answer{answer === 'no' ? '; we will make this page better' : ''}.</p>;
  }
  return (
    <div role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button type="button" onClick={() => setAnswer('yes')}>Yes</button>{' '}
      <button type="button" onClick={() => setAnswer('no')}>No</button>
    </div>
  );
}
`,
  'src/components/Card.jsx': `import Link from '@docusaurus/Link';
import styles from './Card.module.css';

/** A link to another page, drawn as a card with a title and a line of text. */
export default function Card({ title, to, description }) {
  return (
    <Link className={styles.card} to={to}>
      <strong className={styles.title}>{title}</strong>
      <span className={styles.text}>{description}</span>
    </Link>
  );
}
`,
  'src/components/Card.module.css': `.card {
  display: block;
  margin: 1rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid #dadde1;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
}

.card:hover {
  border-color: #2e8555;
}

.title {
  display: block;
  margin-bottom: 0.25rem;
  font-size: 1.1rem;
}

.text {
  color: #606770;
}
`,
};

/** Partials at the root of every version's docs: never pages, imported by MDX docs. */
const PARTIALS = {
  install: {
    file: '_shared-install.mdx',
    name: 'SharedInstall',
    text: `{/* Shared by the docs that install a package; the package comes as a prop. */}

### Install the shared package

Add <code>{props.pkg}</code> with the package manager of your project, then restart the development server.

:::note

The {props.kind ?? 'package'} needs Node.js 20 or later.

:::
`,
    use: (doc) => `<SharedInstall pkg="@corpus/${doc.id.split('/').pop()}" kind="plugin" />`,
  },
  env: {
    file: '_shared-env.mdx',
    name: 'SharedEnv',
    text: `{/* Shared by the docs that read an environment variable; its name comes as a prop. */}

### Set the environment variable

Set <code>{props.name}</code> in the \`.env\` file at the root of the project. The server reads it once, when it starts.
`,
    use: (doc) => `<SharedEnv name="CORPUS_${doc.id.split('/').pop().replace(/-/g, '_').toUpperCase()}" />`,
  },
};

const MDX_TAB_VALUES = {
  pkg: 'packageManagers',
  lang: "[{ label: 'JavaScript', value: 'js' }, { label: 'TypeScript', value: 'ts' }]",
  os: "[{ label: 'Linux', value: 'linux' }, { label: 'macOS', value: 'macos' }, { label: 'Windows', value: 'windows' }]",
};

/**
 * Makes the markdown of a doc MDX: imports and an `export const` after the front matter,
 * then its components, expressions and partial between the doc's blocks. The choices
 * come from the doc's own stream, so its markdown text is the same as without MDX.
 */
function toMdx(seed, doc, v, markdown) {
  const r = makeRandom(seed, `mdx-body:${doc.id}:${doc.revisions[v]}`);
  const blocks = markdown.replace(/\n$/, '').split('\n\n');
  // Block 0 is the front matter; a fenced code block may span several blocks, but MDX only
  // goes after a paragraph (which never spans two), so never inside a fence.
  const fmEnd = 0;
  // Tabs take their values from an imported array or a literal one.
  let hasTabs = false;
  let usesPackageManagers = false;
  for (let i = 0; i < blocks.length; i++) {
    blocks[i] = blocks[i].replace(/<Tabs groupId="(\w+)">/g, (_m, group) => {
      hasTabs = true;
      if (group === 'pkg') usesPackageManagers = true;
      return `<Tabs groupId="${group}" values={${MDX_TAB_VALUES[group]}}>`;
    });
  }
  const name = doc.id.split('/').pop();
  const headingAt = blocks.map((b, i) => (/^#{2,4} /.test(b) ? i : -1)).filter((i) => i > 0);
  const inserts = [];
  // Right after the intro: a sentence of expressions, and maybe cards to related pages.
  inserts.push([
    fmEnd + 2,
    `This page applies to {constants.cli} {constants.version} and later; the examples assume the development server on port {constants.port}, as of {new Date(2024, 0, 1).getFullYear()}.`,
  ]);
  const card = r.chance(0.5);
  if (card) {
    const folder = doc.dir.split('/')[0];
    const targets = r.sample(
      FOLDERS.map((f) => f.dir).filter((d) => d !== folder),
      r.int(1, 2),
    );
    inserts.push([
      fmEnd + 2,
      targets
        .map(
          (dir) =>
            `<Card title="${titleCase(dir)}" to="/docs/${dir}/overview" description="${cap(r.pick(VERBS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}s of ${dir.replace(/-/g, ' ')}." />`,
        )
        .join('\n\n'),
    ]);
  }
  // A reference table with required fields, after the first section's text.
  const fields = r.sample(IDENT_PARTS, r.int(3, 5));
  const table = [
    '| Field | Type | Required | Default |',
    '| --- | --- | --- | --- |',
    ...fields.map(
      (f, i) =>
        `| \`${f}${cap(r.pick(['id', 'name', 'limit', 'mode']))}\` | \`${r.pick(['string', 'number', 'boolean'])}\` | ${i === 0 || r.chance(0.4) ? '<Required />' : 'no'} | ${i === fields.length - 1 ? '{limits.requests}' : 'none'} |`,
    ),
  ].join('\n');
  const tableAt = headingAt.length ? headingAt[0] + 2 : blocks.length;
  inserts.push([tableAt, `The ${name.replace(/-/g, ' ')} options, with at most {limits.requests} requests per {limits.window}:`, table]);
  // A partial in some docs, at a later section.
  const partial = r.chance(0.45) ? PARTIALS[r.pick(['install', 'env'])] : undefined;
  if (partial) inserts.push([headingAt.length > 1 ? headingAt[r.int(1, headingAt.length - 1)] + 2 : blocks.length, partial.use(doc)]);
  const feedback = r.chance(0.6);
  if (feedback) inserts.push([blocks.length, '<Feedback />']);

  // Later positions first, so earlier indices stay valid.
  inserts.sort((a, b) => b[0] - a[0]);
  for (const [at, ...add] of inserts) blocks.splice(Math.min(at, blocks.length), 0, ...add);

  const partialPath =
    partial &&
    (() => {
      const rel = path.posix.relative(path.posix.dirname(doc.id), partial.file);
      return rel.startsWith('.') ? rel : `./${rel}`;
    })();
  const esm = [
    "import Required from '@site/src/components/Required';",
    ...(card ? ["import Card from '@site/src/components/Card';"] : []),
    ...(feedback ? ["import Feedback from '@site/src/components/Feedback';"] : []),
    `import { ${usesPackageManagers ? 'constants, packageManagers' : 'constants'} } from '@site/src/constants';`,
    ...(hasTabs ? ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';"] : []),
    ...(partial ? [`import ${partial.name} from '${partialPath}';`] : []),
  ].join('\n');
  const exported = `export const limits = { requests: ${r.int(2, 20) * 50}, window: '${r.pick(['minute', 'hour'])}' };`;
  blocks.splice(fmEnd + 1, 0, esm, exported);
  return `${blocks.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------
// Sidebars.

function sidebarFor(docs, v, prefix = '') {
  const present = (id) => docs.some((d) => d.id === id && existsIn(d, v));
  const idsIn = (dir) => docs.filter((d) => d.dir === dir && existsIn(d, v) && !d.id.endsWith('/overview')).map((d) => d.id);
  const items = [];
  for (const folder of FOLDERS) {
    if (folder.autogenerated) {
      items.push({ type: 'category', label: folder.label, items: [{ type: 'autogenerated', dirName: `${prefix}${folder.dir}` }] });
      continue;
    }
    const category = {
      type: 'category',
      label: folder.label,
      link: { type: 'doc', id: `${prefix}${folder.dir}/overview` },
      items: idsIn(`${prefix}${folder.dir}`),
    };
    if (folder.collapsed === false) category.collapsed = false;
    for (const sub of folder.sub ?? []) {
      const dir = `${prefix}${folder.dir}/${sub.dir}`;
      const nested = { type: 'category', label: sub.label, items: [`${dir}/overview`, ...idsIn(dir)] };
      category.items.splice(Math.min(3, category.items.length), 0, nested);
    }
    if (present(`${prefix}${folder.dir}/overview`)) items.push(category);
  }
  items.push({ type: 'link', label: 'Changelog', href: 'https://github.com/example/corpus/releases' });
  return { docs: items };
}

// ---------------------------------------------------------------------------
// Images.

const STATIC_IMAGES = [
  'pipeline',
  'request-flow',
  'data-model',
  'auth-flow',
  'deploy-topology',
  'cache-layers',
  'job-queue',
  'router',
  'render-tree',
  'build-graph',
  'plugin-hooks',
  'release-train',
];

function svg(label, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240" role="img" aria-label="${label}">
  <rect width="640" height="240" rx="12" fill="hsl(${hue} 60% 95%)"/>
  <rect x="40" y="80" width="140" height="80" rx="8" fill="hsl(${hue} 60% 70%)"/>
  <rect x="250" y="80" width="140" height="80" rx="8" fill="hsl(${hue} 60% 60%)"/>
  <rect x="460" y="80" width="140" height="80" rx="8" fill="hsl(${hue} 60% 50%)"/>
  <path d="M180 120h70M390 120h70" stroke="#333" stroke-width="3"/>
  <text x="320" y="40" text-anchor="middle" font-family="sans-serif" font-size="20">${label}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------
// Blog.

const AUTHORS = {
  mara: { name: 'Mara Okafor', title: 'Founder & CEO' },
  jonas: { name: 'Jonas Berg', title: 'Staff Engineer' },
  lea: { name: 'Léa Moreau', title: 'Developer Advocate' },
  ravi: { name: 'Ravi Iyer', title: 'Compiler Engineer' },
  sofia: { name: 'Sofia Lind', title: 'Design Lead' },
  tomas: { name: 'Tomás Ruiz', title: 'Infrastructure Engineer' },
};

function blogTags() {
  // About a hundred tags: the topics, as they would be collected over years of posts.
  return TECH_TOPICS.slice(0, 100);
}

function planPosts(seed, prefix = '') {
  // A copy of a scaled corpus (prefix "part-K/") has its own posts, in its own folder.
  const r = makeRandom(seed, prefix ? `blog:${prefix}` : 'blog');
  const posts = [];
  let day = Date.UTC(2019, 0, 7);
  const used = new Set();
  const tags = blogTags();
  for (let i = 0; i < 100; i++) {
    day += r.int(10, 26) * 86400000;
    const date = new Date(day).toISOString().slice(0, 10);
    let slug;
    do {
      const verb = r.pick(['introducing', 'inside', 'shipping', 'rethinking', 'scaling', 'debugging', 'why-we-built']);
      const topic = r.pick(TECH_TOPICS);
      slug = topic === verb ? '' : `${verb}-${topic}`;
    } while (!slug || used.has(slug));
    used.add(slug);
    const folder = r.chance(0.2);
    posts.push({
      date,
      slug,
      folder,
      file: `${prefix}${folder ? `${date}-${slug}/index.md` : `${date}-${slug}.md`}`,
      title: titleCase(slug).replace(/^Why We Built/, 'Why we built'),
      authors: r.sample(Object.keys(AUTHORS), r.chance(0.2) ? 2 : 1),
      // Each tag gets used at least once: post i takes tag i, plus a few random ones.
      tags: [...new Set([tags[i % tags.length], ...r.sample(tags, r.int(1, 4))])],
      words: r.int(400, 1500),
    });
  }
  return posts;
}

function renderPost(seed, post, prev, currentDocs) {
  const r = makeRandom(seed, `post:${post.file}`);
  const words = { count: 0 };
  const docIds = [...currentDocs.keys()].sort();
  const linkFn = () => {
    if (!r.chance(0.3)) return undefined;
    const target = currentDocs.get(r.pick(docIds));
    const anchor = r.chance(0.6) ? `#${r.pick(flatHeadings(target.headings)).anchor}` : '';
    return `The docs on [${target.title.toLowerCase()}](/docs/${target.id}${anchor}) go further.`;
  };
  const fm = [
    '---',
    `title: ${JSON.stringify(post.title)}`,
    `authors: [${post.authors.join(', ')}]`,
    `tags: [${post.tags.join(', ')}]`,
    `description: ${JSON.stringify(`${cap(r.pick(VERBS))} ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}s, and what we learned.`)}`,
    '---',
  ];
  const out = [fm.join('\n')];
  const add = (text) => {
    out.push(text);
    words.count += proseWords(text);
  };
  add(paragraph(r, words, undefined, 2, 4));
  if (post.folder) out.push(`![${post.title}](./cover.svg)`);
  out.push('<!--truncate-->');
  if (prev) {
    const rel = path.posix.relative(path.posix.dirname(post.file), prev.file);
    out.push(`This continues [${prev.title}](${rel.startsWith('.') ? rel : `./${rel}`}).`);
  }
  const headings = planHeadings(r);
  for (const h of flatHeadings(headings).filter((h) => h.depth <= 3)) {
    out.push(`${'#'.repeat(h.depth)} ${h.text}`);
    add(paragraph(r, words, linkFn));
    if (r.chance(0.5)) add(r.pick([() => codeBlock(r), () => admonition(r, words), () => listBlock(r, words)])());
    if (words.count > post.words) break;
  }
  while (words.count < post.words) add(paragraph(r, words, linkFn));
  return `${out.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------
// The site.

let allDocIds = new Set();

/** Where a corpus of the given scale goes by default: bench/.corpus, or bench/.corpus-xN. */
export function scaledCorpusDir(scale) {
  return path.join(benchDir, scale === 1 ? '.corpus' : `.corpus-x${scale}`);
}

function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes the whole corpus into outDir; returns counts for the summary line. */
export function writeCorpus(outDir, seed = 42, revisionRate = 0.25, mdxShare = 0.33, scale = 1) {
  if (!(Number.isInteger(scale) && scale >= 1)) throw new Error('scale takes a whole number of at least 1');
  if (existsSync(outDir) && readdirSync(outDir).length && !existsSync(path.join(outDir, STAMP))) {
    throw new Error(`${outDir} is not empty and was not written by bench/corpus.mjs; refusing to replace it`);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const content = path.join(outDir, 'content');

  write(
    path.join(outDir, 'site.config.json'),
    `${JSON.stringify(
      {
        title: 'Corpus',
        tagline: 'A reference-scale site for benchmarks.',
        url: 'https://corpus.example.dev',
        baseUrl: '/',
        contentDir: 'content',
        favicon: 'img/favicon.svg',
        announcementBar: {
          id: 'bench-corpus',
          content: 'This site is generated by <a href="https://github.com/example/corpus">bench/corpus.mjs</a>.',
          backgroundColor: '#fafbfc',
          textColor: '#091E42',
          isCloseable: false,
        },
        navbar: {
          title: 'Corpus',
          logo: { src: 'img/logo.svg', alt: 'Corpus logo' },
          items: [
            { type: 'doc', docId: 'getting-started/overview', label: 'Docs', position: 'left' },
            { type: 'docsVersionDropdown', position: 'left' },
            { to: 'blog', label: 'Blog', position: 'left' },
            { to: 'about', label: 'About', position: 'left' },
            { href: 'https://github.com/example/corpus', label: 'GitHub', position: 'right' },
            { type: 'search', position: 'right' },
          ],
        },
        footer: {
          style: 'dark',
          links: [
            {
              title: 'Docs',
              items: [
                { label: 'Getting started', to: 'docs/getting-started/overview' },
                { label: 'API', to: 'docs/api/overview' },
              ],
            },
            { title: 'Community', items: [{ label: 'GitHub', href: 'https://github.com/example/corpus' }] },
            {
              title: 'More',
              items: [
                { label: 'Blog', to: 'blog' },
                { label: 'About', to: 'about' },
              ],
            },
          ],
          copyright: 'Copyright © 2025 Corpus.',
        },
        docs: { lastVersion: 'current', versions: { current: { label: '1.8.0 (next)' } } },
        blog: { title: 'Blog', description: 'Releases and engineering notes.', sidebarTitle: 'Recent posts', sidebarCount: 20, postsPerPage: 10 },
      },
      null,
      2,
    )}\n`,
  );

  // Static files.
  write(
    path.join(outDir, 'static/img/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#2e8555"/></svg>\n',
  );
  write(
    path.join(outDir, 'static/img/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/></svg>\n',
  );
  STATIC_IMAGES.forEach((name, i) => write(path.join(outDir, `static/img/${name}.svg`), svg(titleCase(name), (i * 29) % 360)));

  // Docs, every version. A scaled corpus has `scale` copies of the docs tree: the first at
  // the root of each version, copy K under "part-K/", each with its own plan and texts,
  // its own sidebar, and links that stay inside it.
  const copies = Array.from({ length: scale }, (_, i) => {
    const prefix = i === 0 ? '' : `part-${i + 1}/`;
    const docs = planDocs(seed, revisionRate, prefix);
    return { prefix, docs, ids: new Set(docs.map((d) => d.id)), sidebar: i === 0 ? 'docs' : `part-${i + 1}` };
  });
  const docs = copies[0].docs;
  const everyDoc = copies.flatMap((c) => c.docs);
  mdxDocIds = chooseMdxDocs(seed, everyDoc, mdxShare);
  // The stamp says what was written; with MDX it also lists the MDX docs of the current
  // version by route, for the scripts that measure a page with components.
  const currentMdx = docs.filter((d) => mdxDocIds.has(d.id) && existsIn(d, CURRENT)).map((d) => `docs/${d.id}`);
  write(
    path.join(outDir, STAMP),
    mdxDocIds.size || scale > 1
      ? `${JSON.stringify({ seed, revisionRate, mdxShare, ...(scale > 1 && { scale }), mdxDocs: currentMdx }, null, 2)}\n`
      : `seed ${seed} revision-rate ${revisionRate}\n`,
  );
  if (mdxDocIds.size) for (const [file, text] of Object.entries(SITE_FILES)) write(path.join(outDir, file), text);
  let docCount = 0;
  const perVersion = {};
  for (let v = 0; v <= CURRENT; v++) {
    const name = VERSION_ORDER[v];
    const docsDir = v === CURRENT ? path.join(content, 'docs') : path.join(content, 'versioned_docs', `version-${name}`);
    const sidebars = {};
    perVersion[name] = 0;
    for (const copy of copies) {
      allDocIds = copy.ids;
      const inVersion = new Map(copy.docs.filter((d) => existsIn(d, v)).map((d) => [d.id, d]));
      for (const doc of inVersion.values()) write(path.join(docsDir, `${doc.id}${docExtension(doc.id)}`), renderDoc(seed, doc, v, inVersion));
      const folders = [...new Set(copy.docs.map((d) => d.dir))];
      folders.forEach((dir, i) => write(path.join(docsDir, dir, 'architecture.svg'), svg(`${titleCase(dir.split('/').pop())} architecture`, (i * 37) % 360)));
      for (const folder of FOLDERS.filter((f) => f.autogenerated)) {
        (folder.sub ?? []).forEach((sub, i) =>
          write(path.join(docsDir, copy.prefix, folder.dir, sub.dir, '_category_.json'), `${JSON.stringify({ label: sub.label, position: 100 + i })}\n`),
        );
      }
      sidebars[copy.sidebar] = sidebarFor(copy.docs, v, copy.prefix).docs;
      docCount += inVersion.size;
      perVersion[name] += inVersion.size;
    }
    if (mdxDocIds.size) for (const partial of Object.values(PARTIALS)) write(path.join(docsDir, partial.file), partial.text);
    write(
      v === CURRENT ? path.join(content, 'sidebars.json') : path.join(content, 'versioned_sidebars', `version-${name}-sidebars.json`),
      `${JSON.stringify(sidebars, null, 2)}\n`,
    );
  }
  write(path.join(content, 'versions.json'), `${JSON.stringify(VERSION_NAMES, null, 2)}\n`);

  // Blog.
  const blogDir = path.join(content, 'blog');
  write(
    path.join(blogDir, 'authors.yml'),
    Object.entries(AUTHORS)
      .map(([key, a]) => `${key}:\n  name: ${a.name}\n  title: ${a.title}\n  url: https://github.com/example-${key}\n  image_url: /img/logo.svg\n`)
      .join('\n'),
  );
  write(
    path.join(blogDir, 'tags.yml'),
    blogTags()
      .map((t) => `${t}:\n  label: ${titleCase(t)}\n  permalink: /${t}\n  description: Posts about ${t.replace(/-/g, ' ')}.\n`)
      .join('\n'),
  );
  // Each copy's posts link to its own current docs.
  const posts = [];
  for (const copy of copies) {
    const currentDocs = new Map(copy.docs.filter((d) => existsIn(d, CURRENT)).map((d) => [d.id, d]));
    const own = planPosts(seed, copy.prefix);
    own.forEach((post, i) => {
      write(path.join(blogDir, post.file), renderPost(seed, post, own[i - 1], currentDocs));
      if (post.folder) write(path.join(blogDir, path.dirname(post.file), 'cover.svg'), svg(post.title, (i * 53) % 360));
    });
    posts.push(...own);
  }

  // Pages.
  write(
    path.join(content, 'pages/index.tsx'),
    `// The landing page of the benchmark corpus.
const features = [
  { title: 'Versioned docs', text: 'Nine versions of about 110 pages each.' },
  { title: 'A busy blog', text: 'A hundred posts with a hundred tags.' },
  { title: 'Real markdown', text: 'Code, tables, tabs, admonitions and links.' },
];

export default function Home() {
  return (
    <main className="corpus-home">
      <header>
        <h1>Corpus</h1>
        <p>A reference-scale site for benchmarks.</p>
        <a href="/docs/getting-started/overview">Get started</a>
      </header>
      <section>
        {features.map((f) => (
          <article key={f.title}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
`,
  );
  write(
    path.join(content, 'pages/about.md'),
    `---
title: About the corpus
description: What this generated site is for.
---

# About the corpus

This site is written by \`bench/corpus.mjs\` to compare static site generators on the same input.
Start with the [getting started overview](/docs/getting-started/overview), browse [an older version](/docs/1.0.0/api/overview), or read the [blog](/blog).

## What it contains

| Part | Count |
| --- | --- |
| Doc versions | ${VERSION_ORDER.length} |
| Docs in all versions | ${docCount} |
| Blog posts | ${posts.length} |
| Blog tags | ${blogTags().length} |
`,
  );
  const mdxFiles = everyDoc.reduce((n, d) => n + (mdxDocIds.has(d.id) ? VERSION_ORDER.filter((_, v) => existsIn(d, v)).length : 0), 0);
  return { docs: docCount, perVersion, posts: posts.length, tags: blogTags().length, mdxDocs: mdxFiles, mdxIds: mdxDocIds.size, ids: everyDoc.length };
}

// ---------------------------------------------------------------------------
// Command line.

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let seed = 42;
  let revisionRate = 0.25;
  let mdxShare = 0.33;
  let scale = 1;
  let outDir;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--seed') seed = Number(args[++i]);
    else if (args[i].startsWith('--seed=')) seed = Number(args[i].slice(7));
    else if (args[i] === '--revision-rate') revisionRate = Number(args[++i]);
    else if (args[i] === '--mdx-share') mdxShare = Number(args[++i]);
    else if (args[i].startsWith('--mdx-share=')) mdxShare = Number(args[i].slice(12));
    else if (args[i] === '--scale') scale = Number(args[++i]);
    else if (args[i].startsWith('--scale=')) scale = Number(args[i].slice(8));
    else if (args[i].startsWith('-')) {
      console.error(`unknown option ${args[i]}\nusage: node bench/corpus.mjs [outDir] [--seed 42] [--revision-rate 0.25] [--mdx-share 0.33] [--scale 1]`);
      process.exit(2);
    } else outDir = path.resolve(args[i]);
  }
  if (!(Number.isInteger(scale) && scale >= 1)) {
    console.error('--scale takes a whole number of at least 1');
    process.exit(2);
  }
  outDir ??= scaledCorpusDir(scale);
  if (!Number.isInteger(seed)) {
    console.error('--seed takes a whole number');
    process.exit(2);
  }
  const start = performance.now();
  if (!(revisionRate >= 0 && revisionRate <= 1)) {
    console.error('--revision-rate takes a number from 0 to 1');
    process.exit(2);
  }
  if (!(mdxShare >= 0 && mdxShare <= 1)) {
    console.error('--mdx-share takes a number from 0 to 1');
    process.exit(2);
  }
  const counts = writeCorpus(outDir, seed, revisionRate, mdxShare, scale);
  console.log(
    `Wrote ${counts.docs} docs (${Object.entries(counts.perVersion)
      .map(([v, n]) => `${v}: ${n}`)
      .join(', ')}), ` +
      `${counts.mdxDocs} of them MDX (${counts.mdxIds} of ${counts.ids} doc ids), ` +
      `${counts.posts} posts, ${counts.tags} tags into ${path.relative(process.cwd(), outDir) || '.'} (seed ${seed}, revision rate ${revisionRate}, MDX share ${mdxShare}${scale > 1 ? `, scale ${scale}` : ''}) in ${Math.round(performance.now() - start)} ms.`,
  );
}
