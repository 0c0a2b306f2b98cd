import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { expectLiteralAutolinks, forgetLiteralAutolinks, gfmSyntax } from '../../../src/markdown/gfm-syntax.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const ours = gfmSyntax();
const theirs = gfm();

function trees(text: string, mdx = false) {
  const options = (extension: typeof ours): Options => ({
    extensions: mdx ? [extension, mdxjs()] : [extension],
    mdastExtensions: mdx ? [gfmFromMarkdown(), mdxFromMarkdown()] : [gfmFromMarkdown()],
  });
  const expected = fromMarkdown(text, options(theirs));
  expectLiteralAutolinks(text);
  try {
    return { expected, actual: fromMarkdown(text, options(ours)) };
  } finally {
    forgetLiteralAutolinks();
  }
}

function links(node: unknown): string[] {
  const found: string[] = [];
  const walk = (n: { type?: string; url?: string; children?: unknown[] }) => {
    if (n.type === 'link') found.push(n.url!);
    for (const child of n.children ?? []) walk(child as typeof n);
  };
  walk(node as never);
  return found;
}

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
];

describe('GFM syntax with gated literal autolinks', () => {
  it('gives the same tree as micromark-extension-gfm on tricky inputs, as markdown and as MDX', () => {
    for (const text of TRICKY) {
      const md = trees(text);
      expect(md.actual, text).toEqual(md.expected);
      const mdx = trees(text.replace(/[<{}]/g, ''), true);
      expect(mdx.actual, text).toEqual(mdx.expected);
    }
  });

  it('still makes every kind of literal autolink', () => {
    const { actual } = trees(TRICKY[0] + '\n\n' + TRICKY[1] + '\n\n' + TRICKY[2] + '\n\n' + TRICKY[6].slice(1));
    expect(links(actual)).toEqual([
      'mailto:contact@example.org', 'mailto:a.b-c_d+e@mail.example.com',
      'http://www.example.com/path?q=1', 'http://WWW.EXAMPLE.ORG', 'HTTPS://EXAMPLE.NET/x',
      'http://a.b', 'https://c.d/e_(f)', 'hTtP://g.h',
      'mailto:bom@example.com', 'http://www.bom.com',
    ]);
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
      let md;
      try {
        md = trees(text);
      } catch {
        continue; // fixtures of syntax errors
      }
      expect(md.actual, file).toEqual(md.expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
