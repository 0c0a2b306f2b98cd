import net from 'node:net';

/** An HTTP answer read off the socket as it came: status 0 when the server closed without one. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Options of rawRequest. */
export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * Sends one HTTP/1.1 request to 127.0.0.1 exactly as given (the target is not normalised,
 * unlike fetch, which removes ".." and re-encodes), and reads the answer until the server
 * closes the connection.
 */
export function rawRequest(port: number, target: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${options.method ?? 'GET'} ${target.slice(0, 80)} within 15 s`));
    }, 15_000);
    const finish = () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('end', finish);
    // A reset after the answer (the server stopped reading a body) still counts the answer.
    socket.on('error', finish);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close', ...options.headers };
    if (body && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) headers['content-length'] = String(body.length);
    const head = `${options.method ?? 'GET'} ${target} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;
    socket.write(head, 'latin1');
    if (body) socket.write(body);
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: raw.toString('utf8') };
  const lines = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if ((headers['transfer-encoding'] ?? '').toLowerCase() === 'chunked') body = unchunk(body);
  return { status, headers, body: body.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
