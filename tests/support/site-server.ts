import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * The machinery of the fixture websites the research fetcher is tested against (fixture-sites.ts,
 * company-sites.ts): one `node:http` server on 127.0.0.1, port 0, answering by Host header through a
 * router, with a log of every request as it arrived. Nothing here resolves a name or dials out: callers
 * map their names to 127.0.0.1 with tests/fakes/resolver.ts.
 *
 * It runs in the caller's process (`serveSites`), or in a worker thread (`startSitesThread` here and
 * `serveSitesInThread` in the thread's module), where the arrival times are taken on the server's own
 * event loop: the fetcher's extraction and an in-process database (CPU-bound, on the caller's loop)
 * cannot delay the log's clock then, and make two requests look closer than they were.
 */
export type LoggedRequest = {
  method: string;
  /** The Host header's name, without the port. */
  host: string;
  path: string;
  userAgent: string;
  /** When the request arrived, in ms on the caller's performance.now() timeline. */
  at: number;
};

export type Route = (req: IncomingMessage, res: ServerResponse, ctx: { origin: string; port: number }) => void;
/** The route for a host and path (the query left out), or undefined for a 404. */
export type SiteRouter = (host: string, path: string) => Route | undefined;

export const html = (res: ServerResponse, body: string | Buffer, status = 200, type = 'text/html; charset=utf-8') =>
  res.writeHead(status, { 'content-type': type }).end(body);

export type SiteServer = {
  port: number;
  log: LoggedRequest[];
  close(): Promise<void>;
};

/**
 * Starts a server in this process; `close()` ends it, hanging requests included.
 * @param options.latencyMs - ms every answer waits before it is sent, read at each request (default 0)
 * @param options.clock - the log's clock (default performance.now)
 */
export async function serveSites(
  router: SiteRouter,
  options: { latencyMs?: () => number; clock?: () => number } = {},
): Promise<SiteServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const clock = options.clock ?? (() => performance.now());
  const log: LoggedRequest[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    log.push({ method: req.method ?? 'GET', host, path, userAgent: req.headers['user-agent'] ?? '', at: clock() });
    const route = router(host, path) ?? ((_q, r) => html(r, '<h1>Not found</h1>', 404));
    const answer = () => route(req, res, { origin: `http://${host}:${port}`, port });
    const latencyMs = options.latencyMs?.() ?? 0;
    if (latencyMs > 0) setTimeout(answer, latencyMs);
    else answer();
  });
  return {
    port,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A server running in a worker thread: its log is asked for, not shared. */
export type ThreadedSiteServer = {
  port: number;
  /** Every request so far, as it arrived. */
  log(): Promise<LoggedRequest[]>;
  close(): Promise<void>;
};

type ThreadData<Options> = { options: Options; latencyMs: number; timeOrigin: number };
type Message = { type: 'listening'; port: number } | { type: 'log'; log: LoggedRequest[] };

/**
 * Starts `entry` (a module that calls serveSitesInThread) in a worker thread and waits until it listens.
 * @param options - handed to the thread's router factory (structured-cloneable)
 */
export async function startSitesThread<Options>(
  entry: URL,
  options: Options,
  { latencyMs = 0 } = {},
): Promise<ThreadedSiteServer> {
  const data: ThreadData<Options> = { options, latencyMs, timeOrigin: performance.timeOrigin };
  const worker = new Worker(entry, { workerData: data });
  const next = <T extends Message['type']>(type: T) =>
    new Promise<Extract<Message, { type: T }>>((resolve, reject) => {
      const listener = (message: Message) => {
        if (message.type !== type) return;
        worker.off('message', listener);
        worker.off('error', reject);
        resolve(message as Extract<Message, { type: T }>);
      };
      worker.on('message', listener);
      worker.once('error', reject);
    });
  const { port } = await next('listening');
  return {
    port,
    async log() {
      const answer = next('log');
      worker.postMessage('log');
      return (await answer).log;
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}

/**
 * The thread's side of startSitesThread: serves `router(options)`, logging arrival times on the
 * starting thread's performance.now() timeline, and answers its 'log' and 'close' messages.
 */
export async function serveSitesInThread<Options>(router: (options: Options) => SiteRouter): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveSitesInThread runs in a worker thread (startSitesThread)');
  const data = workerData as ThreadData<Options>;
  const offset = performance.timeOrigin - data.timeOrigin;
  const server = await serveSites(router(data.options), {
    latencyMs: () => data.latencyMs,
    clock: () => performance.now() + offset,
  });
  port.on('message', (message: string) => {
    if (message === 'log') port.postMessage({ type: 'log', log: server.log } satisfies Message);
    if (message === 'close') void server.close().then(() => port.close());
  });
  port.postMessage({ type: 'listening', port: server.port } satisfies Message);
}
