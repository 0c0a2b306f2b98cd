import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheStore } from '../../../src/cache/cache-store.js';
import { loadSourceFacts, saveSourceFacts } from '../../../src/memo/source-facts-cache.js';
import { loadConfig } from '../../../src/config/load-config.js';
import { loadContent } from '../../../src/content/load-content.js';
import { SourceFacts } from '../../../src/content/source-facts.js';
import type { ContentGraph, DocSource } from '../../../src/content/types.js';
import { isMdxCandidate } from '../../../src/content/mdx-candidate.js';
import { leadingTitle } from '../../../src/content/quick-title.js';
import { copyFixture, removeDir } from '../../helpers/fixture.js';

const docOf = (content: ContentGraph, id: string): DocSource => content.versions[0]!.docs.find((d) => d.id === id)!;
// Whether a doc's text is still to be read: its `source` is an accessor until someone asks for it.
const unread = (doc: object) => typeof Object.getOwnPropertyDescriptor(doc, 'source')?.get === 'function';

describe('the facts docs dev keeps about markdown files', () => {
  let site: string;
  beforeEach(() => {
    site = copyFixture('basic');
  });
  afterEach(() => removeDir(site));

  it('plans from the facts of unchanged files, reads their text only when asked, and reads changed files again', async () => {
    const config = await loadConfig(site);
    const first = new SourceFacts();
    const before = loadContent(config, 'development', [], undefined, first);
    expect(unread(docOf(before, 'guides/install'))).toBe(false);

    const configure = path.join(site, 'content/docs/guides/configure.md');
    writeFileSync(configure, readFileSync(configure, 'utf8').replace('title: Configure', 'title: Configuring'));
    const again = loadContent(config, 'development', [], undefined, first.next());

    const install = docOf(again, 'guides/install');
    expect(unread(install)).toBe(true);
    expect(install.frontMatter).toEqual(docOf(before, 'guides/install').frontMatter);
    expect(install.sidebarLabel).toBe('Installing');
    expect(install.source).toBe(readFileSync(path.join(site, 'content/docs/guides/install.md'), 'utf8'));
    // The edited file was read again: its new title, its text in hand.
    const edited = docOf(again, 'guides/configure');
    expect(unread(edited)).toBe(false);
    expect(edited.title).toBe('Configuring');
    // Posts and markdown pages too.
    expect(again.posts.every(unread)).toBe(true);
    expect(again.posts.map((p) => p.frontMatter)).toEqual(before.posts.map((p) => p.frontMatter));
  });

  it('answers the leading title and the MDX question from the facts, as from the text', async () => {
    const intro = path.join(site, 'content/docs/intro.md');
    writeFileSync(
      intro,
      readFileSync(intro, 'utf8').replace('title: Introduction\n', '').replace('Welcome to the fixture.', '# Welcome *aboard*\n\nTwo and two make {2 + 2}.'),
    );
    const config = await loadConfig(site);
    const first = new SourceFacts();
    const read = docOf(loadContent(config, 'development', [], undefined, first), 'intro');
    const planned = docOf(loadContent(config, 'development', [], undefined, first.next()), 'intro');
    expect(unread(planned)).toBe(true);
    expect(leadingTitle(planned)).toBe('Welcome aboard');
    expect(leadingTitle(planned)).toBe(leadingTitle(read));
    expect(isMdxCandidate(planned, 'mdx')).toBe(true);
    expect(isMdxCandidate(planned, 'md')).toBe(false);
    expect(unread(planned)).toBe(true);
    // Once its text is replaced (an edit applied in place), the text answers.
    planned.source = '# Another title\n';
    expect(leadingTitle(planned)).toBe('Another title');
    expect(isMdxCandidate(planned, 'mdx')).toBe(false);
  });

  it('outlives the session in the cache store, and a damaged entry is read as none', async () => {
    const config = await loadConfig(site);
    const store = new CacheStore(path.join(site, '.docs-cache', 'dev-scopes'));
    const first = new SourceFacts();
    loadContent(config, 'development', [], undefined, first);
    saveSourceFacts(first, store, 'k');

    const loaded = loadSourceFacts(store, 'k');
    expect(unread(docOf(loadContent(config, 'development', [], undefined, loaded), 'guides/install'))).toBe(true);

    const file = path.join(store.dir, 'source-facts', 'k');
    writeFileSync(file, readFileSync(file).subarray(0, 100));
    const damaged = loadSourceFacts(store, 'k');
    const content = loadContent(config, 'development', [], undefined, damaged);
    expect(unread(docOf(content, 'guides/install'))).toBe(false);
    expect(docOf(content, 'guides/install').title).toBe('Install');
  });

  it('does not remember a file whose front matter raised a diagnostic', async () => {
    const hidden = path.join(site, 'content/docs/hidden.md');
    writeFileSync(hidden, `---\ntitle: Hidden\nsidebar_position: first\n---\n\nText.\n`);
    const config = await loadConfig(site);
    const first = new SourceFacts();
    const diagnostics: unknown[] = [];
    try {
      loadContent(config, 'development', diagnostics as never, undefined, first);
    } catch {
      // The wrong type is an error: the load throws once every file is read.
    }
    expect(diagnostics.length).toBeGreaterThan(0);
    const again: unknown[] = [];
    try {
      loadContent(config, 'development', again as never, undefined, first.next());
    } catch {
      // Again: the problem is found anew, not hidden by the facts.
    }
    expect(again).toEqual(diagnostics);
  });
});
