import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The shared core of the local LLM provider servers (DESIGN.md §6: providers cannot be reached from
 * here, so tests run servers that speak their protocols): one HTTP server on 127.0.0.1, an ephemeral
 * port, a reply queue, a request log, latency and shutdown. What is vendor-specific (routes, the answer's
 * JSON, the SSE events, the error body) is a FakeProtocol: openai-server.ts, anthropic-server.ts,
 * google-server.ts.
 *
 * Scripting: `enqueue(...replies)` answers the next generation calls in order; when the queue is empty
 * `fallback(request)` answers (batch tests and benchmarks answer per prospect). Every request is logged
 * in `requests` (method, path, headers, parsed JSON body, and the prompt text the protocol found).
 * `latencyMs` delays every answer. A request the protocol marks as streaming gets the same content as
 * server-sent events.
 */
export type FakeUsage = { prompt_tokens: number; completion_tokens: number };
export type FakeReply =
  /** `headers` are sent with the answer (a provider's `x-ratelimit-*` headers, say). */
  | { kind: 'ok'; content: unknown; usage?: FakeUsage; headers?: Record<string, string> }
  /** `body` is sent as is; without it the protocol writes its vendor's error body from `message`. */
  | { kind: 'status'; status: number; message?: string; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'malformed' };

export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
  /** The system and user text of the call as the protocol reads it ('' when not a generation call). */
  system: string;
  prompt: string;
};

/** One server-sent event: `data` is sent as JSON, or as is when it is a string (OpenAI's `[DONE]`). */
export type SseEvent = { event?: string; data: unknown };

/** How one generation call is answered, decided by the protocol from the request. */
export type FakeCall = {
  stream: boolean;
  /** The 200 answer's JSON for the model's text `content`. */
  answer: (content: string, usage: FakeUsage) => unknown;
  /** The same answer as server-sent events. */
  events: (content: string, usage: FakeUsage) => SseEvent[];
};

export type FakeProtocol = {
  /** What the provider's base URL ends with, e.g. `/v1` or `/v1beta`. */
  basePath: string;
  /** The call this request is, or null for a path the vendor has no such route for (404). */
  route: (request: FakeRequest) => FakeCall | null;
  /** The system and user text of a request body (logged on FakeRequest). */
  promptOf: (body: Record<string, unknown>) => { system: string; prompt: string };
  /** The vendor's error body for a status reply without an explicit body. */
  errorBody: (status: number, message: string) => unknown;
  /** A refusal the vendor gives before anything else (a missing key or version header), or null. */
  refuse?: (request: FakeRequest) => { status: number; message: string } | null;
};

export const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 120, completion_tokens: 80 };

/**
 * A reply with the model's content (an object is sent as JSON text). Usage defaults to 120 in / 80 out;
 * `headers` go with the answer.
 */
export const ok = (
  content: unknown,
  usage: FakeUsage = DEFAULT_USAGE,
  headers?: Record<string, string>,
): FakeReply => ({
  kind: 'ok',
  content,
  usage,
  ...(headers ? { headers } : {}),
});
const retryAfterHeader = (retryAfter?: string | number): Record<string, string> =>
  retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
/** 429 with `Retry-After` (seconds, or an HTTP date string). */
export const rateLimited = (retryAfter?: string | number): FakeReply => ({
  kind: 'status',
  status: 429,
  message: 'Rate limit reached for requests',
  headers: retryAfterHeader(retryAfter),
});
/** A 5xx; `retryAfter` (seconds or an HTTP date) adds a `Retry-After` header, as a 503 may send. */
export const serverError = (
  status = 500,
  message = 'The server had an error while processing your request.',
  retryAfter?: string | number,
): FakeReply => ({
  kind: 'status',
  status,
  message,
  headers: retryAfterHeader(retryAfter),
});
export const badRequest = (message = 'Invalid request'): FakeReply => ({ kind: 'status', status: 400, message });
/** Never answers (until the client gives up or the server closes). */
export const hang = (): FakeReply => ({ kind: 'hang' });
/** 200 with a response body that is not JSON at all (a broken proxy, a cut-off answer). */
export const malformed = (): FakeReply => ({ kind: 'malformed' });
/** A well-formed answer whose model content is not valid JSON (what a weak model sends). */
export const malformedContent = (content = '{"subject": "Quick question", "body": "Hi'): FakeReply => ok(content);

export type FakeLlmServer = {
  /** e.g. `http://127.0.0.1:41234/v1` — what `AI_BASE_URL` or a provider's `baseURL` takes. */
  baseUrl: string;
  requests: FakeRequest[];
  enqueue: (...replies: FakeReply[]) => void;
  fallback: (request: FakeRequest) => FakeReply;
  latencyMs: number;
  /** The most generation calls open at once since the last reset (how a client's concurrency shows). */
  peakInFlight: number;
  /** Empties the queue and the log, zeroes the peak and restores the default fallback (call in beforeEach). */
  reset: () => void;
  close: () => Promise<void>;
};

export type FakeServerOptions = {
  fallback?: (request: FakeRequest) => FakeReply;
  latencyMs?: number;
  port?: number;
  /**
   * Routes served before the protocol's own, with the raw request (a multipart upload is not JSON):
   * resolves true when it answered. The OpenAI batch server (openai-batch-server.ts) adds `/v1/files`
   * and `/v1/batches` this way.
   */
  extraRoutes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
};

/** Splits text into pieces of `size` characters, as a model streams it. */
export const pieces = (text: string, size = 20) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

export async function startFakeLlmServer(
  protocol: FakeProtocol,
  options: FakeServerOptions = {},
): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  let inFlight = 0;
  const sockets = new Set<Socket>();
  const defaultFallback = options.fallback ?? (() => serverError(500, 'fake server: no scripted reply'));
  const state: FakeLlmServer = {
    baseUrl: '',
    requests: [],
    enqueue: (...replies) => queue.push(...replies),
    fallback: defaultFallback,
    latencyMs: options.latencyMs ?? 0,
    peakInFlight: 0,
    reset: () => {
      queue.length = 0;
      state.peakInFlight = 0;
      state.requests.length = 0;
      state.fallback = defaultFallback;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (options.extraRoutes && (await options.extraRoutes(req, res))) return;
    const body = await readJson(req);
    const texts = body ? protocol.promptOf(body) : { system: '', prompt: '' };
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      ...texts,
    };
    state.requests.push(request);
    const call = request.method === 'POST' ? protocol.route(request) : null;
    if (!call)
      return send(res, 404, protocol.errorBody(404, `fake server: no route for ${request.method} ${request.path}`));
    const refusal = protocol.refuse?.(request);
    if (refusal) return send(res, refusal.status, protocol.errorBody(refusal.status, refusal.message));
    state.peakInFlight = Math.max(state.peakInFlight, ++inFlight);
    res.once('close', () => inFlight--);
    const reply = queue.shift() ?? state.fallback(request);
    if (reply.kind === 'hang') return;
    if (state.latencyMs > 0) await new Promise((r) => setTimeout(r, state.latencyMs));
    if (reply.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "fake-broken", "output": [');
    }
    if (reply.kind === 'status')
      return send(
        res,
        reply.status,
        reply.body ?? protocol.errorBody(reply.status, reply.message ?? 'error'),
        reply.headers,
      );
    const usage = reply.usage ?? DEFAULT_USAGE;
    const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
    if (!call.stream) return send(res, 200, call.answer(content, usage), reply.headers);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
    for (const { event, data } of call.events(content, usage)) {
      res.write(
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
      );
    }
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${protocol.basePath}`;
  return state;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The text of a message's content: a string, or the `text` of its parts (OpenAI, Anthropic). */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        part && typeof part === 'object' && 'text' in part ? String((part as { text: unknown }).text) : '',
      )
      .join('');
  return '';
}
