import { describe, expect, it } from 'vitest';
import { delayImages, layoutShifts, scrollThrough } from './layout-shift.js';
import { useServedFixture } from './runtime-helpers.js';

/** The attributes of every image of the page's content, in order. */
const contentImages = (o: { page: import('playwright-core').Page }) =>
  o.page.$$eval('.docs-markdown img', (images) =>
    images.map((img) => ({
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      natural: [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight],
      box: [Math.round(img.getBoundingClientRect().width), Math.round(img.getBoundingClientRect().height)],
    })),
  );

// Content images carry their intrinsic size, so nothing moves when they load (issue 15, item 2).
describe('content images: size and layout shift', () => {
  const { open } = useServedFixture('images');
  const remoteStub = async (page: import('playwright-core').Page) => {
    await delayImages(page);
    // The one remote image never reaches the network.
    await page.route('https://images.example.net/**', (route) => route.abort());
  };

  it('gives every local image (png, jpg, webp, gif, svg; relative, static or raw <img>) its intrinsic width and height, and leaves a remote one as written', async () => {
    const o = await open('/docs/intro', { viewport: { width: 1280, height: 800 }, setup: remoteStub });
    await scrollThrough(o.page);
    const images = await contentImages(o);
    const sizes = Object.fromEntries(images.map((i) => [i.alt, [i.width, i.height]]));
    expect(sizes).toEqual({
      'A PNG chart': ['640', '360'],
      'A JPEG chart': ['800', '450'],
      'A WebP chart': ['480', '270'],
      'A GIF': ['320', '180'],
      'An SVG diagram': ['600', '300'],
      'A banner from the static folder': ['640', '360'],
      'An SVG with its own size': ['200', '100'],
      // The author's width wins; the height follows the picture's aspect ratio.
      'A PNG the author sized': ['320', '180'],
      'A JPEG sized in code': ['160', '90'],
      'A remote image': [null, null],
    });
    // The written size is the file's own: every local image the browser decoded agrees with it.
    for (const image of images.filter((i) => i.width && !/sized|SVG diagram/.test(i.alt!))) {
      expect(image.natural, image.alt!).toEqual([Number(image.width), Number(image.height)]);
    }
    // An SVG with only a viewBox has no size of its own, just a shape: the viewBox's (as in Docusaurus).
    const diagram = images.find((i) => i.alt === 'An SVG diagram')!;
    expect(diagram.natural[0] / diagram.natural[1]).toBeCloseTo(2, 5);
  });

  it('does the same for HTML <img> tags of a plain markdown (not MDX) page', async () => {
    const o = await open('/docs/html-images', { viewport: { width: 1280, height: 800 }, setup: remoteStub });
    const images = await contentImages(o);
    expect(Object.fromEntries(images.map((i) => [i.alt, [i.width, i.height]]))).toEqual({
      'An HTML JPEG sized by the author': ['160', '90'],
      'An HTML SVG from the static folder': ['200', '100'],
      'An HTML remote image': [null, null],
    });
  });

  it('keeps images responsive: at a phone width they shrink to the column and keep their aspect ratio', async () => {
    const o = await open('/docs/intro', { viewport: { width: 360, height: 740 }, setup: remoteStub });
    await scrollThrough(o.page);
    const images = await contentImages(o);
    const png = images.find((i) => i.alt === 'A PNG chart')!;
    expect(png.box[0]).toBeLessThan(360);
    expect(png.box[1]).toBeCloseTo((png.box[0] * 360) / 640, -1);
    const page = await o.page.evaluate(() => document.documentElement.scrollWidth);
    expect(page).toBeLessThanOrEqual(360);
  });

  it('reserves the room of an image below the fold before it loads', async () => {
    const o = await open('/docs/intro', {
      viewport: { width: 1280, height: 600 },
      // Held for good: only the reserved box can give it a size.
      setup: (page) => page.route('**/assets/images/diagram-*.svg', () => {}),
    });
    const box = await o.page.locator('img[alt="An SVG diagram"]').evaluate((img) => {
      const rect = img.getBoundingClientRect();
      return { top: rect.top, width: rect.width, height: rect.height, complete: (img as HTMLImageElement).naturalWidth };
    });
    expect(box.top).toBeGreaterThan(600);
    expect(box.complete).toBe(0);
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeCloseTo(box.width / 2, 0);
  });

  for (const [kind, path] of [
    ['a docs page with images', '/docs/intro'],
    ['a blog post', '/blog/2024/06/01/pictures'],
    ['the blog list', '/blog'],
    ['the home page', '/'],
  ] as const) {
    it(`shifts ${kind} by less than 0.02 while its images load`, async () => {
      const o = await open(path, { viewport: { width: 1280, height: 800 }, setup: remoteStub });
      await scrollThrough(o.page);
      await o.page.evaluate(() => window.scrollTo(0, 0));
      const { total, entries } = await layoutShifts(o.page);
      expect(total, JSON.stringify(entries)).toBeLessThan(0.02);
    });
  }
});
