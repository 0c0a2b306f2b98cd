import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** A WebSocket handshake read off the socket: the status and headers of the answer, and the socket (open after a 101). */
export interface RawUpgrade {
  status: number;
  headers: Record<string, string>;
  /** What came after the answer's head: its body when refused, the first frames when accepted. */
  rest: Buffer;
  socket: net.Socket;
}

/**
 * Opens a WebSocket on 127.0.0.1 by hand: sends the upgrade request with the given headers
 * (Host is 127.0.0.1:port unless given) and resolves with the server's answer, whatever it is.
 */
export function rawUpgrade(port: number, path: string, headers: Record<string, string> = {}): Promise<RawUpgrade> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => fail(new Error(`no answer to the upgrade of ${path} within 10 s`)), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.pause();
      const lines = data.subarray(0, end).toString('latin1').split('\r\n');
      const found: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) found[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      resolve({ status, headers: found, rest: data.subarray(end + 4), socket });
    };
    socket.on('data', onData);
    socket.on('error', (e) => fail(e));
    socket.on('end', () => fail(new Error(`the server closed the upgrade of ${path} without an answer`)));
    const all: Record<string, string> = {
      host: `127.0.0.1:${port}`,
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': randomBytes(16).toString('base64'),
      'sec-websocket-version': '13',
      ...headers,
    };
    socket.write(
      `GET ${path} HTTP/1.1\r\n${Object.entries(all)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
      'latin1',
    );
  });
}

/** Reads the rest of an answer's body after its head, until the server closes the socket. */
export function readToEnd(upgrade: RawUpgrade): Promise<string> {
  return new Promise((resolve) => {
    const chunks = [upgrade.rest];
    upgrade.socket.on('data', (d: Buffer) => chunks.push(d));
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    upgrade.socket.on('close', done);
    upgrade.socket.resume();
  });
}

/** Options of a hand-made frame: anything a well-behaved client would not send. */
export interface FrameOptions {
  /** Masked, as a client must (default true). */
  mask?: boolean;
  /** The final fragment of its message (default true). */
  fin?: boolean;
  /** The payload length the header declares, when it is not the payload's own. */
  declaredLength?: bigint;
}

/** Encodes one WebSocket frame as a client would send it, or as told not to. */
export function frame(opcode: number, payload: Buffer, options: FrameOptions = {}): Buffer {
  const { mask = true, fin = true } = options;
  const length = options.declaredLength ?? BigInt(payload.length);
  let head: Buffer;
  if (length < 126n) head = Buffer.from([0, Number(length)]);
  else if (length < 65536n) {
    head = Buffer.alloc(4);
    head.writeUInt16BE(Number(length), 2);
    head[1] = 126;
  } else {
    head = Buffer.alloc(10);
    head.writeBigUInt64BE(length, 2);
    head[1] = 127;
  }
  head[0] = (fin ? 0x80 : 0) | opcode;
  if (!mask) return Buffer.concat([head, payload]);
  head[1]! |= 0x80;
  const key = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
  return Buffer.concat([head, key, masked]);
}

/**
 * What the server did after the bytes were written on an open WebSocket: the status code of
 * the close frame it sent, "closed" when it closed the connection without one, or "open"
 * when it did neither within waitMs.
 */
export function sendAndWatch(upgrade: RawUpgrade, bytes: Buffer, waitMs = 3000): Promise<number | 'closed' | 'open'> {
  return new Promise((resolve) => {
    const { socket } = upgrade;
    let data = upgrade.rest;
    const finish = (result: number | 'closed' | 'open') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish('open'), waitMs);
    socket.removeAllListeners('error');
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const code = closeCode(data);
      if (code !== undefined) finish(code);
    });
    socket.resume();
    socket.write(bytes);
  });
}

/** The status code of the first close frame among the server's frames, if one has arrived whole. */
function closeCode(data: Buffer): number | undefined {
  let at = 0;
  while (at + 2 <= data.length) {
    const opcode = data[at]! & 0x0f;
    let length = data[at + 1]! & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (data.length < at + 4) return undefined;
      length = data.readUInt16BE(at + 2);
      start = at + 4;
    } else if (length === 127) {
      if (data.length < at + 10) return undefined;
      length = Number(data.readBigUInt64BE(at + 2));
      start = at + 10;
    }
    if (data.length < start + length) return undefined;
    if (opcode === 8) return length >= 2 ? data.readUInt16BE(start) : 1005;
    at = start + length;
  }
  return undefined;
}
