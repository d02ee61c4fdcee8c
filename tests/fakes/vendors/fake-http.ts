import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The plumbing of the local stand-ins for sending tools, HubSpot and Slack (DESIGN.md §6: the vendors
 * cannot be reached from here, so tests run servers on 127.0.0.1 that speak their documented APIs).
 * Each vendor file supplies a `route` function; this file listens on an ephemeral loopback port, parses
 * JSON bodies, logs every request it answers with the time it arrived (`at`, ms; tests count requests
 * per window with it), and can refuse the next matching request with 429 + `Retry-After`
 * (`rateLimitNext`).
 */
export type VendorRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  at: number;
};
export type VendorReply = { status: number; body?: unknown; headers?: Record<string, string> };

export type FakeVendor = {
  /** `http://127.0.0.1:<port>` — what the app's `*_API_URL` takes. */
  url: string;
  requests: VendorRequest[];
  /** The next request whose path matches gets 429 with `Retry-After: <seconds>` (once per call). */
  rateLimitNext(pathPattern: RegExp, retryAfterSeconds?: number): void;
  /**
   * Runs before each answer. Returning `'drop'` closes the connection unanswered and unprocessed, as if
   * the client had died just before sending it (tests abort a run there).
   */
  onRequest?: (request: VendorRequest) => void | 'drop';
  close(): Promise<void>;
};

export const reply = (status: number, body?: unknown, headers?: Record<string, string>): VendorReply => ({
  status,
  body,
  headers,
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { unparsable: text };
  }
}

/** @param options.port - a fixed port (the e2e stand-in); an ephemeral one by default */
export async function startFakeVendor(
  route: (request: VendorRequest) => VendorReply,
  options: { port?: number } = {},
): Promise<FakeVendor> {
  const limits: { pattern: RegExp; seconds: number }[] = [];
  const sockets = new Set<Socket>();
  const fake: FakeVendor = {
    url: '',
    requests: [],
    rateLimitNext: (pattern, seconds = 1) => limits.push({ pattern, seconds }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    void (async () => {
      const at = Date.now(); // on arrival, before the body is read: what a vendor's rate counter sees
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: VendorRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readJson(req),
        at,
      };
      if (fake.onRequest?.(request) === 'drop') {
        req.socket.destroy();
        return;
      }
      fake.requests.push(request);
      const limit = limits.findIndex((l) => l.pattern.test(request.path));
      const answer =
        limit >= 0
          ? reply(429, { message: 'Too many requests' }, { 'retry-after': String(limits.splice(limit, 1)[0]!.seconds) })
          : route(request);
      const body =
        answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
      res.writeHead(answer.status, { 'content-type': type, ...answer.headers });
      res.end(body);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Keys of `value` that are not in `allowed` (a body field the vendor's documentation does not name). */
export const unknownKeys = (value: unknown, allowed: readonly string[]) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.keys(value).filter((k) => !allowed.includes(k))
    : ['<not an object>'];

/** The largest number of requests (of those given) inside any window of `windowMs` (half-open). */
export function maxPerWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}
