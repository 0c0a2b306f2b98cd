import { describe, expect, it } from 'vitest';
import { knownKeysAt } from '../../../src/config/schema.js';
import { loadDocusaurusConfig } from '../../../src/migrate/load-docusaurus-config.js';
import { mapDocusaurusConfig } from '../../../src/migrate/map-config.js';
import { compatFixture } from '../../helpers/compat.js';

// The schema as it would be with markdown plugin lists, to check what migrate writes then.
const withPluginLists = (path: readonly PropertyKey[]) => {
  const keys = knownKeysAt(path);
  return path.length === 1 && path[0] === 'markdown' ? [...(keys ?? []), 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins'] : keys;
};

describe('markdown plugins, once site.config.json has a place for them', () => {
  it('writes each list with package names and site paths, options as JSON, each entry once', async () => {
    const site = compatFixture('migrate-markdown-plugins');
    const loaded = await loadDocusaurusConfig(site);
    const mapped = mapDocusaurusConfig(loaded.config, site, withPluginLists);
    expect(mapped.config.markdown).toEqual({
      // The docs' and the blog's remark-math are one entry.
      remarkPlugins: [['remark-math'], ['./src/remark/highlight-words.js', { words: ['tide', 'swell'] }]],
      rehypePlugins: [['rehype-katex', { strict: false }]],
    });
    // The pages' plugin has a function in its options: it stays a note.
    const notes = mapped.notes.filter((n) => n.rule === 'migrate/markdown-plugin');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.keyPath).toEqual(['presets', 0, 1, 'pages', 'beforeDefaultRemarkPlugins', 0]);
    expect(notes[0]!.hint).toContain('Its options hold a function (at test)');
  });
});

describe('recma plugins', () => {
  it('stay a note: MDX is not compiled to JavaScript by @mdx-js/mdx here', () => {
    const site = compatFixture('migrate-markdown-plugins');
    const mapped = mapDocusaurusConfig(
      { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { recmaPlugins: ['recma-export-filepath'] } }]] },
      site,
    );
    expect((mapped.config.markdown as Record<string, unknown> | undefined)?.recmaPlugins).toBeUndefined();
    const note = mapped.notes.find((n) => n.rule === 'migrate/markdown-plugin');
    expect(note?.message).toBe('the recma plugin recma-export-filepath is not migrated');
    expect(note?.hint).toContain('Recma plugins change the JavaScript');
  });
});
