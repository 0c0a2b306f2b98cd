import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { refuseUpgrade, type Refusal } from '../server/request-guard.js';
import { guardUpgradedSocket } from '../server/socket-guard.js';

/** The path browsers open the live-reload WebSocket on. */
export const LIVE_RELOAD_PATH = '/__docs/ws';

/**
 * Largest message a page may send on the socket: the dev client sends none (it only
 * listens), so a small limit costs nothing and keeps a page from making the server buffer.
 */
export const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/**
 * The browsers open on `docs dev`: told to update or reload a page after an edit, and shown
 * the errors of the last rebuild (an overlay with file:line) until a good save clears them.
 */
export interface LiveReload {
  /** The errors shown now, or null. */
  readonly errors: string[] | null;
  /** Sends a message to every open page. */
  broadcast(message: object): void;
  /** Shows errors in every open page, and in pages opened later. */
  showErrors(errors: string[]): void;
  /** Stops showing errors; true when some were shown. */
  clearErrors(): boolean;
  /** Answers WebSocket upgrades of server on LIVE_RELOAD_PATH, except those refuse gives a reason for. */
  attach(server: http.Server, refuse: (req: http.IncomingMessage) => Refusal | undefined): void;
  close(): void;
}

/** Creates the live-reload channel of a dev server. */
export function createLiveReload(): LiveReload {
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  // Without a server of its own it emits none today; one unhandled would end the process.
  wss.on('error', () => {});
  let errors: string[] | null = null;
  const broadcast = (message: object) => {
    const text = JSON.stringify(message);
    for (const s of sockets) s.send(text);
  };
  return {
    get errors() {
      return errors;
    },
    broadcast,
    showErrors(shown) {
      errors = shown;
      broadcast({ type: 'error', errors });
    },
    clearErrors() {
      const had = errors !== null;
      errors = null;
      return had;
    },
    attach(server, refuse) {
      server.on('upgrade', (req, socket, head) => {
        guardUpgradedSocket(socket);
        if (req.url !== LIVE_RELOAD_PATH) return socket.destroy();
        const refusal = refuse(req);
        if (refusal) return refuseUpgrade(socket, refusal);
        wss.handleUpgrade(req, socket, head, (ws) => {
          // A frame the protocol forbids or one over the limit: ws has already sent the close
          // frame with its code (1002, 1007, 1009) and closes the connection; nothing else to do.
          ws.on('error', () => {});
          sockets.add(ws);
          ws.on('close', () => sockets.delete(ws));
          if (errors) ws.send(JSON.stringify({ type: 'error', errors }));
        });
      });
    },
    close() {
      for (const s of sockets) s.terminate();
      wss.close();
    },
  };
}
