import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageDimensions, staticFileOf } from '../../../src/routes/image-dimensions.js';
import { removeDir } from '../../helpers/fixture.js';

/** An ISO-BMFF box: 32-bit size, 4-letter type, body. */
const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
};
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));

/** The header of an AVIF file whose image is width × height (its 'ispe' property). */
function avifHeader(width: number, height: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('avif', 'latin1'), u32(0), Buffer.from('avifmif1miaf', 'latin1'));
  const ispe = box('ispe', u32(0, width, height));
  const meta = box('meta', u32(0), box('iprp', box('ipco', ispe)));
  return Buffer.concat([ftyp, meta]);
}

/** A baseline JPEG header of width × height whose EXIF says it is stored turned by the given orientation. */
function jpegHeader(width: number, height: number, orientation: number): Buffer {
  // TIFF, big-endian, one IFD entry: Orientation (0x0112), SHORT, count 1.
  const tiff = Buffer.concat([
    Buffer.from('MM\0*', 'latin1'),
    u32(8),
    Buffer.from([0, 1, 0x01, 0x12, 0, 3]),
    u32(1),
    Buffer.from([0, orientation, 0, 0]),
    u32(0),
  ]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]), exif]);
  const sof0 = Buffer.from([0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof0, Buffer.from([0xff, 0xd9])]);
}

describe('readImageDimensions', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-image-dimensions-'));
  afterAll(() => removeDir(dir));
  const write = (name: string, data: Buffer | string) => {
    const file = path.join(dir, name);
    writeFileSync(file, data);
    return file;
  };

  it('reads the size an AVIF file declares', () => {
    expect(readImageDimensions(write('photo.avif', avifHeader(1200, 675)))).toEqual({ width: 1200, height: 675 });
  });

  it('swaps width and height of a JPEG stored turned a quarter, as the browser shows it upright', () => {
    expect(readImageDimensions(write('upright.jpg', jpegHeader(800, 600, 1)))).toEqual({ width: 800, height: 600 });
    expect(readImageDimensions(write('turned.jpg', jpegHeader(800, 600, 6)))).toEqual({ width: 600, height: 800 });
  });

  it('reads an SVG’s width and height, else its viewBox, and gives up on one sized in percent', () => {
    expect(readImageDimensions(write('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>'))).toEqual({ width: 120, height: 40 });
    expect(readImageDimensions(write('b.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"></svg>'))).toEqual({ width: 300, height: 100 });
    expect(readImageDimensions(write('c.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"></svg>'))).toBeUndefined();
  });

  it('answers undefined for a missing file, a folder, a file that is not an image and a type browsers do not show in <img>', () => {
    expect(readImageDimensions(path.join(dir, 'missing.png'))).toBeUndefined();
    mkdirSync(path.join(dir, 'folder.png'));
    expect(readImageDimensions(path.join(dir, 'folder.png'))).toBeUndefined();
    expect(readImageDimensions(write('text.png', 'not a picture'))).toBeUndefined();
    expect(readImageDimensions(write('photo.tiff', jpegHeader(10, 10, 1)))).toBeUndefined();
  });
});

describe('staticFileOf', () => {
  it('maps a site path into the static folder and refuses paths that leave it', () => {
    const root = path.resolve('/site/static');
    expect(staticFileOf(root, '/img/a%20b.png')).toBe(path.join(root, 'img', 'a b.png'));
    expect(staticFileOf(root, '/../secret.png')).toBeUndefined();
    expect(staticFileOf(root, '/img/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(staticFileOf(root, '/img/%zz.png')).toBeUndefined();
    expect(staticFileOf(root, '/img/a%00.png')).toBeUndefined();
  });
});
