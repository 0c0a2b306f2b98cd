/**
 * A local HTTP server speaking the subset of the hosted search REST API that
 * `docs index --push` uses (settings, batch, copy/move, tasks, delete) plus multi-query
 * search, so the real client can be tested without an account or network.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { SearchEngine } from '../../../shared/search/engine.js';
import { SearchApiError } from '../../../shared/search/errors.js';
import type { DocSearchRecord } from '../../../shared/search/types.js';

/** One index of the fake: records by objectID and settings. */
export interface FakeIndex {
  records: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** The running fake. */
export interface FakeAlgolia {
  port: number;
  indices: Map<string, FakeIndex>;
  requests: FakeRequest[];
  /** Record counts of an index after each request that changed it, to check the swap was atomic. */
  history: Map<string, number[]>;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 with the only credentials it accepts. */
export async function startFakeAlgolia(credentials: { appId: string; apiKey: string }): Promise<FakeAlgolia> {
  const indices = new Map<string, FakeIndex>();
  const requests: FakeRequest[] = [];
  const history = new Map<string, number[]>();
  let taskId = 100;

  const touch = (name: string): void => {
    const list = history.get(name) ?? [];
    list.push(indices.get(name)?.records.size ?? -1);
    history.set(name, list);
  };
  const ensure = (name: string): FakeIndex => {
    let index = indices.get(name);
    if (!index) indices.set(name, (index = { records: new Map(), settings: {} }));
    return index;
  };
  const task = (): { taskID: number; updatedAt: string } => ({ taskID: ++taskId, updatedAt: new Date().toISOString() });

  const handle = (method: string, path: string, body: any): { status: number; json: unknown } => {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/1/indexes/*/queries') {
      const engine = new SearchEngine();
      for (const [name, index] of indices) engine.setIndex(name, [...index.records.values()] as unknown as DocSearchRecord[]);
      return { status: 200, json: engine.search(body) };
    }
    if ((m = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path))) {
      const name = decodeURIComponent(m[1]!);
      if (method === 'GET') {
        const index = indices.get(name);
        return index ? { status: 200, json: index.settings } : notFound(name);
      }
      if (method === 'PUT') {
        const index = ensure(name);
        Object.assign(index.settings, body);
        touch(name);
        return { status: 200, json: task() };
      }
    }
    if (method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path))) {
      const name = decodeURIComponent(m[1]!);
      const index = ensure(name);
      const objectIDs: string[] = [];
      for (const { action, body: record } of body.requests as { action: string; body: Record<string, unknown> }[]) {
        if (action === 'addObject' || action === 'updateObject') {
          index.records.set(String(record.objectID), record);
          objectIDs.push(String(record.objectID));
        } else if (action === 'deleteObject') index.records.delete(String(record.objectID));
        else if (action === 'clear') index.records.clear();
        else return { status: 400, json: { message: `Unsupported batch action ${action}`, status: 400 } };
      }
      touch(name);
      return { status: 200, json: { taskID: ++taskId, objectIDs } };
    }
    if (method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path))) {
      const name = decodeURIComponent(m[1]!);
      const { operation, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
      const source = indices.get(name);
      if (operation === 'copy') {
        // Copying an index that does not exist yet gives an empty destination.
        const from = source ?? { records: new Map(), settings: {} };
        const target = ensure(destination);
        if (!scope || scope.includes('settings')) target.settings = structuredClone(from.settings);
        if (!scope) target.records = new Map(from.records);
        touch(destination);
        return { status: 200, json: task() };
      }
      if (operation === 'move') {
        if (!source) return notFound(name);
        indices.set(destination, source);
        indices.delete(name);
        touch(destination);
        touch(name);
        return { status: 200, json: task() };
      }
      return { status: 400, json: { message: `Unsupported operation ${operation}`, status: 400 } };
    }
    if (method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path)) {
      return { status: 200, json: { status: 'published', pendingTask: false } };
    }
    if (method === 'DELETE' && (m = /^\/1\/indexes\/([^/]+)$/.exec(path))) {
      indices.delete(decodeURIComponent(m[1]!));
      return { status: 200, json: { taskID: ++taskId, deletedAt: new Date().toISOString() } };
    }
    return { status: 404, json: { message: `Unknown route ${method} ${path}`, status: 404 } };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, url: req.url ?? '', headers: req.headers, body });
      const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
      const apiKey = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
      let out: { status: number; json: unknown };
      if (appId !== credentials.appId || apiKey !== credentials.apiKey) {
        out = { status: 403, json: { message: 'Invalid Application-ID or API key', status: 403 } };
      } else {
        try {
          out = handle(req.method ?? 'GET', url.pathname, body);
        } catch (error) {
          out =
            error instanceof SearchApiError ? { status: error.status, json: error.toJSON() } : { status: 500, json: { message: String(error), status: 500 } };
        }
      }
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    indices,
    requests,
    history,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function notFound(name: string): { status: number; json: unknown } {
  return { status: 404, json: { message: `Index ${name} does not exist`, status: 404 } };
}
