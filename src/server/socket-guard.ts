/**
 * Keeps what arrives on a local server's connections from ending the process: a malformed
 * request, a connection reset, or a socket that errs once it is no longer Node's to handle
 * (after a WebSocket upgrade) each end one connection, never the server.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** Handles the errors of a server's client connections: 'clientError', and 'error' on every socket. */
export function guardSockets(server: http.Server): void {
  server.on('clientError', answerClientError);
  // A backstop: Node handles a socket's errors while it speaks HTTP, not before or after.
  server.on('connection', (socket: Socket) => socket.on('error', () => socket.destroy()));
}

/** Gives a socket that left HTTP (a WebSocket upgrade) its own error handler, as Node no longer has one on it. */
export function guardUpgradedSocket(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
}

/**
 * Answers a request Node could not parse as Node would with no handler (400, or 431 for
 * headers over its limit), unless part of an answer was already sent, then closes the
 * connection. A reset connection is only closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // The response in flight on this connection, if any: its own bytes must not be corrupted.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const status = ANSWERS[error.code ?? ''] ?? '400 Bad Request';
    socket.write(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  }
  socket.destroy();
}
