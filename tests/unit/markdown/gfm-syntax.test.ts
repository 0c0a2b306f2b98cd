import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { expectGfm, forgetGfm, gfmSyntax } from '../../../src/markdown/gfm-syntax.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const ours = gfmSyntax();
const theirs = gfm();

function trees(text: string, mdx = false) {
  const options = (extension: typeof ours): Options => ({
    extensions: mdx ? [extension, mdxjs()] : [extension],
    mdastExtensions: mdx ? [gfmFromMarkdown(), mdxFromMarkdown()] : [gfmFromMarkdown()],
  });
  const expected = fromMarkdown(text, options(theirs));
  // The syntax chosen for the text, and the whole gated syntax: both must give the stock tree.
  try {
    expectGfm(text);
    const whole = fromMarkdown(text, options(ours));
    const actual = fromMarkdown(text, options(expectGfm(text)));
    return { expected, whole, actual };
  } finally {
    forgetGfm();
  }
}

type Node = { type?: string; url?: string; children?: Node[] };

/** Every node of a type in a tree, in document order. */
function nodesOf(node: unknown, type: string): Node[] {
  const found: Node[] = [];
  const walk = (n: Node) => {
    if (n.type === type) found.push(n);
    for (const child of n.children ?? []) walk(child);
  };
  walk(node as Node);
  return found;
}

const links = (node: unknown) => nodesOf(node, 'link').map((n) => n.url!);
const tableRows = (node: unknown) => nodesOf(node, 'table').map((n) => String(n.children!.length));

const TRICKY = [
  'Write to contact@example.org, or to a.b-c_d+e@mail.example.com. today.',
  'Visit www.example.com/path?q=1, WWW.EXAMPLE.ORG or HTTPS://EXAMPLE.NET/x).',
  'Mixed: http://a.b https://c.d/e_(f) and hTtP://g.h, not httpx://i.j or ftp://k.l.',
  '- item with x@y.io\n- [a link www.in.label](https://t.co) after\n  > quoted mail@q.com\n\n1. https://one.example\n',
  '| col | mail |\n| --- | --- |\n| www.t.com | a@b.cd |\n',
  'Footnote[^1] and ~~struck www.s.com~~.\n\n[^1]: Note at n@o.pq.\n',
  '\uFEFFBOM first: bom@example.com and www.bom.com',
  'CRLF line one@two.com\r\nline two www.crlf.com\r\n\tTabbed\tmail@tab.com\r\n',
  '@start and end@ and mid@dle and a@b and @@x@y.zz and foo@bar.baz.',
  '*emph@x.com* and **www.strong.com** and `code@x.com` and _x@y.com_',
  'Unicode İstanbul ünï@cödé.com then ascii@ok.com after İİİ www.after-unicode.com',
  '[outer [www.nested.com] text](https://x.y) and [unbalanced www.z.com',
  'a | b\n--|--\nc | d\n\nno pipes\n---\n\n| one |\n|:-:|\n| x |\nlazy after\n',
  '> | q | r |\n> | - | - |\n> | 1 | 2 |\n\n> > a | b\n> > -- | --\n\n> head | row\nlazy | --\n',
  '- item\n\n  | in | list |\n  | --- | --- |\n  | x | y |\n- | next |\n  | ---- |\n',
  'x | y\r\n- | -\r\n1 | 2\r\n\r\nh | i\r:-- | --:\r',
  'a | b | c\n-- | --\n\ntitle\n  ---  \n\n|a|\n|-|\n|b|\n\t|c|\n```\n| in | code |\n| -- | -- |\n```\n',
];

describe('GFM syntax with gated literal autolinks', () => {
  it('gives the same tree as micromark-extension-gfm on tricky inputs, as markdown and as MDX', () => {
    for (const text of TRICKY) {
      const md = trees(text);
      expect(md.actual, text).toEqual(md.expected);
      expect(md.whole, text).toEqual(md.expected);
      const mdx = trees(text.replace(/[<{}]/g, ''), true);
      expect(mdx.actual, text).toEqual(mdx.expected);
      expect(mdx.whole, text).toEqual(mdx.expected);
    }
  });

  it('still makes every kind of literal autolink', () => {
    const { actual } = trees(`${TRICKY[0]}\n\n${TRICKY[1]}\n\n${TRICKY[2]}\n\n${TRICKY[6].slice(1)}`);
    expect(links(actual)).toEqual([
      'mailto:contact@example.org',
      'mailto:a.b-c_d+e@mail.example.com',
      'http://www.example.com/path?q=1',
      'http://WWW.EXAMPLE.ORG',
      'HTTPS://EXAMPLE.NET/x',
      'http://a.b',
      'https://c.d/e_(f)',
      'hTtP://g.h',
      'mailto:bom@example.com',
      'http://www.bom.com',
    ]);
  });

  it('still makes tables, in block quotes, lists and after CR line endings, and only there', () => {
    // Rows per table: a | b (head, c | d), | one | (head, x, the lazy line), > q | r (2), > > a | b (1), in the list (2),
    // the next item (1), h | i after CRs (1), |a| (2: the tab-indented line is code). Not tables: a lazy delimiter row,
    // `- | -` (a list item), a delimiter row with fewer cells than its head, rows in a code block.
    const rows = TRICKY.slice(12).flatMap((text) => tableRows(trees(text).actual));
    expect(rows).toEqual(['2', '3', '2', '1', '2', '1', '1', '2']);
  });

  it('gives the same tree on every markdown file of the bundled site and the test fixtures', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
        else if (/\.mdx?$/.test(entry.name)) files.push(file);
      }
    };
    walk(path.join(repo, 'content'));
    walk(path.join(repo, 'tests/fixtures'));
    expect(files.length).toBeGreaterThan(100);
    let compared = 0;
    const seen = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (seen.has(text)) continue; // versioned docs repeat most texts
      seen.add(text);
      let md: ReturnType<typeof trees>;
      try {
        md = trees(text, file.endsWith('.mdx'));
      } catch {
        continue; // fixtures of syntax errors
      }
      expect(md.actual, file).toEqual(md.expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    // Parses every file twice: slow on a busy machine, so it has a longer limit than the default.
  }, 240_000);
});
