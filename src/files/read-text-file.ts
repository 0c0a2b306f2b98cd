import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';

// Windows has no O_NONBLOCK (and no named pipes among files).
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a site file as UTF-8 text; anything that is not a readable regular file of valid,
 * NUL-free UTF-8 becomes a diagnostic naming `file` (relative to the site) and gives undefined.
 */
export function readTextFile(absPath: string, file: string, diagnostics: Diagnostic[], maxBytes = Infinity): string | undefined {
  const problem = (rule: string, message: string, hint: string, where: { line?: number; column?: number } = {}) => {
    diagnostics.push(error(rule, message, { file, ...where, hint }));
    return undefined;
  };
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    // Opened without blocking (a named pipe would otherwise hold the build forever), then
    // looked at through the open file: one path lookup per file instead of two.
    fd = openSync(absPath, OPEN_FLAGS);
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      const kind = stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe' : stat.isSocket() ? 'a socket' : 'a device';
      return problem(
        'content/not-a-file',
        `${file} is ${kind}, not a file`,
        `Replace it with a regular file, or rename it so its name does not end like a ${kindOfName(file)} file.`,
      );
    }
    if (stat.size > maxBytes) {
      return problem(
        'content/too-large',
        `${file} is ${(stat.size / 1024 / 1024).toFixed(1)} MB; a markdown file may hold at most ${maxBytes / 1024 / 1024} MB`,
        'Split it into several pages (a sidebar category keeps them together); parsing one this large would take minutes and gigabytes of memory.',
      );
    }
    bytes = readAll(fd, stat.size);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP')
      return problem('files/symlink-loop', `${file} is a symbolic link that leads back to itself`, 'Point the link at a real file, or remove it.');
    if (code === 'ENOENT')
      return problem('content/unreadable-file', `${file} is a symbolic link to a file that does not exist`, 'Point the link at a real file, or remove it.');
    if (code === 'EISDIR')
      return problem(
        'content/not-a-file',
        `${file} is a folder, not a file`,
        `Replace it with a regular file, or rename it so its name does not end like a ${kindOfName(file)} file.`,
      );
    return problem('content/unreadable-file', `cannot read ${file}: ${(e as Error).message}`, 'Check the permissions of the file.');
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const bad = textProblem(bytes, file);
  if (bad) {
    diagnostics.push(bad);
    return undefined;
  }
  return bytes.toString('utf8');
}

/** The whole content of an open regular file, read to its end (it may have grown since fstat). */
function readAll(fd: number, size: number): Buffer {
  let buffer = Buffer.allocUnsafe(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const bigger = Buffer.allocUnsafe(buffer.length * 2);
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0) return buffer.subarray(0, length);
    length += n;
  }
}

/**
 * The largest markdown file a build reads. Parsing costs about a second and a few hundred MB
 * of memory per MB of markdown, so a bigger file would stall a build or exhaust memory; real
 * pages stay far below it.
 */
export const MAX_MARKDOWN_BYTES = 2 * 1024 * 1024;

/** A diagnostic when the bytes of `file` are not valid UTF-8 or hold a NUL character. */
export function textProblem(bytes: Buffer, file: string): Diagnostic | undefined {
  if (!isUtf8(bytes)) {
    const at = invalidUtf8Offset(bytes);
    return error('content/invalid-utf8', `${file} is not valid UTF-8 (byte 0x${bytes[at]!.toString(16).padStart(2, '0')})`, {
      file,
      ...position(bytes, at),
      hint: 'Save the file with the UTF-8 encoding (editors offer it under "Save with encoding").',
    });
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return error('content/nul-byte', `${file} contains a NUL byte (a binary or corrupted file?)`, {
      file,
      ...position(bytes, nul),
      hint: 'Remove the NUL character; text files never need one.',
    });
  }
  return undefined;
}

function kindOfName(file: string): string {
  const ext = /\.([^./]+)$/.exec(file)?.[1];
  return ext ? `.${ext}` : 'content';
}

/** 1-based line and column (in characters) of a byte offset. */
function position(bytes: Buffer, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  // The valid prefix of the line decodes cleanly; its length in UTF-16 units is the editor's column.
  return { line, column: bytes.subarray(lineStart, offset).toString('utf8').length + 1 };
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function invalidUtf8Offset(bytes: Buffer): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    if (!isUtf8(bytes.subarray(i, i + length))) return i;
    i += length;
  }
  return 0;
}
