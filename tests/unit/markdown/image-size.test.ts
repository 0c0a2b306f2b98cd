import { describe, expect, it } from 'vitest';
import { finishMarkdown, prepareMarkdown } from '../../../src/markdown/render-markdown.js';
import type { MarkdownInput } from '../../../src/markdown/types.js';

// Two folders, each with its own shot.png of another size, and one static file.
const sizes: Record<string, { width: number; height: number }> = {
  '/site/docs/a/shot.png': { width: 400, height: 200 },
  '/site/docs/b/shot.png': { width: 90, height: 30 },
  '/site/static/img/logo.svg': { width: 64, height: 64 },
};
const base = {
  resolveAsset: (abs: string) => (abs in sizes ? `/assets/${abs.split('/').slice(-2).join('-')}` : undefined),
  resolveStaticFile: (url: string) => (url === '/img/logo.svg' ? '/site/static/img/logo.svg' : undefined),
  imageDimensions: (abs: string) => sizes[abs],
};

/** The width and height of every image of a rendered page, by alt text ("60" and 60 render the same attribute). */
function imageSizes(nodes: unknown): Record<string, [number | undefined, number | undefined]> {
  const found: Record<string, [number | undefined, number | undefined]> = {};
  const number = (value: unknown) => (value === undefined ? undefined : Number(value));
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    if (node[0] === 'img') found[node[1].alt] = [number(node[1].width), number(node[1].height)];
    node.slice(typeof node[0] === 'string' ? 2 : 0).forEach(walk);
  };
  walk(nodes);
  return found;
}

const SOURCE = {
  md: '![Shot](./shot.png)\n\n<img src="./shot.png" alt="Tall" height="60">\n\n![Logo](/img/logo.svg)\n\n![Remote](https://example.com/x.png)\n',
  mdx: '![Shot](./shot.png)\n\n<img src="./shot.png" alt="Tall" height={60} />\n\n<img src="/img/logo.svg" alt="Logo" />\n\n![Remote](https://example.com/x.png)\n',
};

describe('intrinsic image sizes', () => {
  for (const format of ['md', 'mdx'] as const) {
    it(`are those of each file's own image when one ${format} text serves two folders, and a remote image has none`, () => {
      const input = (dir: string): MarkdownInput => ({
        file: `docs/${dir}/page.${format}`,
        absPath: `/site/docs/${dir}/page.${format}`,
        source: SOURCE[format],
        format,
        ...base,
      });
      const prepared = prepareMarkdown(input('a'));
      const a = imageSizes(finishMarkdown(prepared, input('a')).content);
      const b = imageSizes(finishMarkdown(prepared, input('b')).content);
      const again = imageSizes(finishMarkdown(prepared, input('a')).content);
      // The author's height stays; the width follows each picture's own aspect ratio.
      expect(a).toEqual({ Shot: [400, 200], Tall: [120, 60], Logo: [64, 64], Remote: [undefined, undefined] });
      expect(b).toEqual({ Shot: [90, 30], Tall: [180, 60], Logo: [64, 64], Remote: [undefined, undefined] });
      expect(again).toEqual(a);
    });
  }
});
