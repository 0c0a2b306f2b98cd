import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/** The path browsers open the live-reload WebSocket on. */
export const LIVE_RELOAD_PATH = '/__docs/ws';

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
  /** Answers WebSocket upgrades of server on LIVE_RELOAD_PATH. */
  attach(server: http.Server): void;
  close(): void;
}

/** Creates the live-reload channel of a dev server. */
export function createLiveReload(): LiveReload {
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
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
    attach(server) {
      server.on('upgrade', (req, socket, head) => {
        if (req.url !== LIVE_RELOAD_PATH) return socket.destroy();
        wss.handleUpgrade(req, socket, head, (ws) => {
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
