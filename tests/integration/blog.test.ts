import { readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

const titlesIn = (html: string) => [...html.matchAll(/<h2 class="docs-blog-post__title"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('the blog of the blog fixture', () => {
  let site: string;
  let out: string;
  beforeAll(() => {
    site = copyFixture('blog');
    const result = runCli(site, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    out = path.join(site, 'dist');
  });
  afterAll(() => removeDir(site));

  it('lists every listed post newest first, cut at the truncate marker', () => {
    const html = readOut(out, 'blog/index.html');
    expect(titlesIn(html)).toEqual(['Custom slug', 'With an image', 'We launched', 'Year end']);
    expect(html).toContain('Intro paragraph that shows on the list.');
    expect(html).not.toContain('Text after the fold');
    expect(html).toContain('href="/blog/2024/01/15/launch"');
    expect(html).toMatch(/Read more/);
    expect(html).toContain('1 min read');
  });

  it('writes each post at /blog/yyyy/mm/dd/slug with its whole content and TOC', () => {
    const html = readOut(out, 'blog/2024/01/15/launch/index.html');
    expect(html).toContain('<title>We launched | Blog Fixture</title>');
    expect(html).toContain('Text after the fold that the list must not show.');
    expect(html).toContain('href="#details"');
    expect(html).toContain('href="#deeper"');
    expect(html).toContain('Ada Writer');
    expect(html).toContain('Staff engineer');
    expect(existsSync(path.join(out, 'blog/my-custom-slug/index.html'))).toBe(true);
    expect(readOut(out, 'blog/2024/02/10/with-image/index.html')).toContain('Guest Author');
  });

  it('groups the archive by year and the sidebar is titled "All our posts"', () => {
    const html = readOut(out, 'blog/archive/index.html');
    expect(html.indexOf('2024')).toBeLessThan(html.indexOf('2023'));
    expect(html).toContain('Year end');
    expect(readOut(out, 'blog/index.html')).toContain('All our posts');
  });

  it('lists authors with post counts and writes a page per author', () => {
    const data = JSON.parse(readOut(out, 'page-data/blog/authors.json'));
    expect(data.props.authors.map((a: { name: string; count: number }) => [a.name, a.count])).toEqual([
      ['Ada Writer', 2],
      ['Bob Builder', 2],
    ]);
    const ada = JSON.parse(readOut(out, 'page-data/blog/authors/ada.json'));
    expect(ada.props.posts.map((p: { title: string }) => p.title)).toEqual(['Custom slug', 'We launched']);
    expect(readOut(out, 'blog/authors/ada/index.html')).toContain('Ada Writer');
  });

  it('writes tag pages, using tags.yml permalinks and labels', () => {
    const tags = JSON.parse(readOut(out, 'page-data/blog/tags.json'));
    expect(tags.props.tags.map((t: { label: string; permalink: string; count: number }) => [t.label, t.permalink, t.count])).toEqual([
      ['news', '/blog/tags/news', 2],
      ['Release', '/blog/tags/releases', 2],
    ]);
    const release = readOut(out, 'blog/tags/releases/index.html');
    expect(release).toContain('2 posts tagged with &quot;Release&quot;');
    expect(titlesIn(release)).toEqual(['With an image', 'We launched']);
  });

  it('builds no drafts, and unlisted posts are built but listed nowhere', () => {
    expect(readdirSync(path.join(out, 'blog/2024/03'))).toEqual(['02']);
    const secret = readOut(out, 'blog/2024/03/02/secret/index.html');
    expect(secret).toContain('noindex');
    expect(readOut(out, 'sitemap.xml')).not.toContain('secret');
    expect(readOut(out, 'sitemap.xml')).toContain('<loc>https://blog.example.com/blog/2024/01/15/launch</loc>');
  });

  it('writes RSS and Atom feeds with every listed post, full content and absolute URLs', () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    const rss = readOut(out, 'blog/rss.xml');
    expect(XMLValidator.validate(rss)).toBe(true);
    const items = parser.parse(rss).rss.channel.item;
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Custom slug', 'With an image', 'We launched', 'Year end']);
    expect(items[2].link).toBe('https://blog.example.com/blog/2024/01/15/launch');
    expect(items[2]['content:encoded']).toContain('Text after the fold');
    expect(items[1]['content:encoded']).toMatch(/src="https:\/\/blog\.example\.com\/assets\/images\/diagram-[0-9a-f]{8}\.svg"/);
    const atom = readOut(out, 'blog/atom.xml');
    expect(XMLValidator.validate(atom)).toBe(true);
    expect(parser.parse(atom).feed.entry).toHaveLength(4);
  });

  it('links the feeds from the head of every page', () => {
    for (const page of ['index.html', 'blog/index.html', 'blog/archive/index.html']) {
      if (!existsSync(path.join(out, page))) continue;
      const html = readOut(out, page);
      expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
      expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml"');
    }
  });
});

describe('blog diagnostics', () => {
  const cases: [string, (dir: string) => void, string][] = [
    [
      'a date that cannot be read',
      (dir) => writeFileSync(path.join(dir, 'content/blog/2024-13-45-bad-date.md'), '---\ntitle: Bad date\n---\n\nText.\n'),
      'content/blog/2024-13-45-bad-date.md:1:1 error the date 2024/13/45 in the file name is not a calendar date [blog/invalid-date]',
    ],
    [
      'an unknown author key',
      (dir) => writeFileSync(path.join(dir, 'content/blog/2024-05-01-who.md'), '---\ntitle: Who\nauthors: [zed]\n---\n\nText.\n'),
      'content/blog/2024-05-01-who.md:3:1 error unknown author key "zed" [blog/unknown-author]',
    ],
    [
      'duplicate slugs',
      (dir) => writeFileSync(path.join(dir, 'content/blog/2024-06-01-other.md'), '---\ntitle: Other\nslug: my-custom-slug\n---\n\nText.\n'),
      'error two posts are served at /blog/my-custom-slug',
    ],
    [
      'a broken authors.yml',
      (dir) => writeFileSync(path.join(dir, 'content/blog/authors.yml'), 'ada:\n  name: Ada\n   title: bad indent\n'),
      'content/blog/authors.yml:2:9 error authors.yml is not valid YAML',
    ],
  ];
  for (const [what, breakIt, expected] of cases) {
    it(`reports ${what} with file:line`, () => {
      const dir = copyFixture('blog');
      try {
        rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
        breakIt(dir);
        const result = runCli(dir, ['build']);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(expected);
        // One mistake is one report: a broken authors.yml does not also make every author unknown.
        if (what === 'a broken authors.yml') expect(result.stderr).not.toContain('unknown author');
        expect(existsSync(path.join(dir, 'dist'))).toBe(false);
      } finally {
        removeDir(dir);
      }
    });
  }
});

describe('blog.postsPerPage', () => {
  it('splits the list into pages at /blog/page/N, as Docusaurus does, each linking to its neighbours', () => {
    const site = copyFixture('blog');
    try {
      const configFile = path.join(site, 'site.config.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8'));
      writeFileSync(configFile, JSON.stringify({ ...config, blog: { ...config.blog, postsPerPage: 3 } }));
      const result = runCli(site, ['build']);
      expect(result.code, result.stderr).toBe(0);
      const out = path.join(site, 'dist');
      const first = readOut(out, 'blog/index.html');
      const second = readOut(out, 'blog/page/2/index.html');
      // Four listed posts (the draft and the unlisted one are not listed): three, then one.
      expect(titlesIn(first)).toEqual(['Custom slug', 'With an image', 'We launched']);
      expect(titlesIn(second)).toEqual(['Year end']);
      expect(existsSync(path.join(out, 'blog/page/3'))).toBe(false);
      expect(first).toMatch(
        /<nav class="docs-pagination" aria-label="Blog list page navigation"><span><\/span><a [^>]*href="\/blog\/page\/2"[^>]*>.*Older entries.*Page 2 of 2/s,
      );
      expect(second).toMatch(/<a [^>]*href="\/blog"[^>]*>.*Newer entries.*Page 1 of 2/s);
      expect(second).not.toContain('Older entries');
      expect(readOut(out, 'sitemap.xml')).toContain('/blog/page/2');
      // The fixture's own link to a home page it lacks aside, nothing about the list pages is broken.
      expect(runCli(site, ['check-links']).stderr).not.toContain('/blog/page');
    } finally {
      removeDir(site);
    }
  });
});

describe('tags of unlisted posts', () => {
  it('have pages as in Docusaurus: a tag only unlisted posts carry is an unlisted page; a shared tag lists only the listed posts', () => {
    const site = copyFixture('blog');
    try {
      const secret = path.join(site, 'content/blog/2024-03-02-secret.md');
      writeFileSync(secret, readFileSync(secret, 'utf8').replace('unlisted: true', 'unlisted: true\ntags: [backstage, release]'));
      const result = runCli(site, ['build']);
      expect(result.code, result.stderr).toBe(0);
      const out = path.join(site, 'dist');
      // The unlisted post links to both tag pages, and both exist.
      const post = readOut(out, 'blog/2024/03/02/secret/index.html');
      expect(post).toContain('href="/blog/tags/backstage"');
      const backstage = readOut(out, 'blog/tags/backstage/index.html');
      expect(titlesIn(backstage)).toEqual(['Secret post']);
      expect(backstage).toContain('<meta name="robots" content="noindex');
      expect(readOut(out, 'blog/tags/index.html')).not.toContain('/blog/tags/backstage');
      expect(readOut(out, 'sitemap.xml')).not.toContain('/blog/tags/backstage');
      expect(titlesIn(readOut(out, 'blog/tags/releases/index.html'))).not.toContain('Secret post');
    } finally {
      removeDir(site);
    }
  });
});
