import { describe, expect, it } from 'vitest';
import { attachPlugins, type Attacher } from '../../../src/markdown/markdown-plugins.js';

describe('the processor a markdown plugin is attached to', () => {
  it('parses markdown with this.parse, as a plugin that makes nodes from text of its own does', () => {
    // Replaces the tree's children with those of a note it writes in markdown.
    const noteFromText: Attacher = function (this: any) {
      return (tree: any) => {
        tree.children = this.parse('A **bold** note with `code`.\n\n- one\n- two\n').children;
      };
    };
    const { plugins, diagnostics } = attachPlugins([{ name: './note.js', list: 'remarkPlugins', attacher: noteFromText }], 'site.config.json');
    expect(diagnostics).toEqual([]);
    const tree: any = { type: 'root', children: [] };
    plugins.remark[0]!.transform(tree, {});
    expect(tree.children.map((n: any) => n.type)).toEqual(['paragraph', 'list']);
    expect(tree.children[0].children.map((n: any) => n.type)).toEqual(['text', 'strong', 'text', 'inlineCode', 'text']);
  });
});
