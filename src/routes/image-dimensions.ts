import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ImageDimensions } from '../markdown/types.js';

// Formats a browser shows in <img> whose header image-size reads; others keep their markup.
const SIZED_EXTENSIONS = new Set(['.png', '.apng', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.bmp', '.ico']);
// JPEG orientations 5 to 8 rotate by a quarter turn, and browsers apply EXIF orientation by default.
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * Reads the intrinsic width and height of a local image file from its header, or undefined
 * when the file is missing, not an image or carries no usable size (an SVG sized in %).
 */
export function readImageDimensions(file: string): ImageDimensions | undefined {
  if (!SIZED_EXTENSIONS.has(path.extname(file).toLowerCase())) return undefined;
  try {
    if (!statSync(file).isFile()) return undefined;
    const size = imageSize(readFileSync(file));
    if (!(size.width > 0 && size.height > 0)) return undefined;
    return size.orientation !== undefined && QUARTER_TURNS.has(size.orientation)
      ? { width: size.height, height: size.width }
      : { width: size.width, height: size.height };
  } catch {
    // A file image-size cannot read renders as today, without a size: not worth failing a build.
    return undefined;
  }
}

/**
 * The file under the static folder that a site-absolute URL path (`/img/a.png`) names, or
 * undefined when the path leaves the folder or names nothing there.
 */
export function staticFileOf(staticRoot: string, urlPath: string): string | undefined {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(staticRoot, `.${decoded}`);
  return file.startsWith(staticRoot + path.sep) ? file : undefined;
}
