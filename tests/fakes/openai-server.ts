import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions server (DESIGN.md §6: providers cannot be
 * reached from here, so tests run servers that speak their protocol). Listens on 127.0.0.1 on an
 * ephemeral port and answers `POST …/chat/completions` (any prefix, so `/v1/chat/completions` and
 * `/chat/completions` both work) the way OpenAI does for a `json_schema` response format: the JSON as
 * the assistant message's `content`, plus `usage` {prompt_tokens, completion_tokens, total_tokens}.
 *
 * Scripting: `enqueue(...replies)` answers the next requests in order; when the queue is empty the
 * `fallback` answers (a function of the request, so batch tests and benchmarks can answer per
 * prospect). Every request is logged in `requests` (method, path, headers, parsed JSON body).
 * `latencyMs` delays every answer (benchmarks: 200 ms). A request with `stream: true` gets the same
 * content as SSE chunks (for streaming tests). Reusable by engine, batch, CLI and playground tests.
 */
export type FakeUsage = { prompt_tokens: number; completion_tokens: number };
export type FakeReply =
  | { kind: 'ok'; content: unknown; usage?: FakeUsage }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'malformed' };

export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> | null };

/** A reply with the model's content (an object is sent as JSON text). Usage defaults to 120 in / 80 out. */
export const ok = (content: unknown, usage: FakeUsage = { prompt_tokens: 120, completion_tokens: 80 }): FakeReply => ({ kind: 'ok', content, usage });
/** 429 with `Retry-After` (seconds, or an HTTP date string). */
export const rateLimited = (retryAfter?: string | number): FakeReply => ({
  kind: 'status',
  status: 429,
  headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  body: { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } },
});
/** A 5xx; `retryAfter` (seconds or an HTTP date) adds a `Retry-After` header, as a 503 may send. */
export const serverError = (status = 500, message = 'The server had an error while processing your request.', retryAfter?: string | number): FakeReply => ({
  kind: 'status',
  status,
  headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  body: { error: { message, type: 'server_error', code: null } },
});
export const badRequest = (message = 'Invalid request'): FakeReply => ({
  kind: 'status',
  status: 400,
  body: { error: { message, type: 'invalid_request_error', code: null } },
});
/** Never answers (until the client gives up or the server closes). */
export const hang = (): FakeReply => ({ kind: 'hang' });
/** 200 with a response body that is not JSON at all (a broken proxy, a cut-off answer). */
export const malformed = (): FakeReply => ({ kind: 'malformed' });
/** A well-formed completion whose message content is not valid JSON (what a weak model sends). */
export const malformedContent = (content = '{"subject": "Quick question", "body": "Hi'): FakeReply => ok(content);

export type FakeOpenAiServer = {
  /** e.g. `http://127.0.0.1:41234/v1` — what `AI_BASE_URL` or a provider's `baseURL` takes. */
  baseUrl: string;
  requests: FakeRequest[];
  enqueue: (...replies: FakeReply[]) => void;
  fallback: (request: FakeRequest) => FakeReply;
  latencyMs: number;
  /** Empties the queue and the log and restores the default fallback (call in beforeEach). */
  reset: () => void;
  close: () => Promise<void>;
};

export async function startFakeOpenAiServer(options: { fallback?: (request: FakeRequest) => FakeReply; latencyMs?: number } = {}): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const defaultFallback = options.fallback ?? (() => serverError(500, 'fake server: no scripted reply'));
  const state: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    enqueue: (...replies) => queue.push(...replies),
    fallback: defaultFallback,
    latencyMs: options.latencyMs ?? 0,
    reset: () => {
      queue.length = 0;
      state.requests.length = 0;
      state.fallback = defaultFallback;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const request: FakeRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
    state.requests.push(request);
    if (request.method !== 'POST' || !/\/chat\/completions$/.test(request.path.split('?')[0] ?? '')) {
      return send(res, 404, { error: { message: `fake server: no route for ${request.method} ${request.path}` } });
    }
    const reply = queue.shift() ?? state.fallback(request);
    if (reply.kind === 'hang') return;
    if (state.latencyMs > 0) await new Promise((r) => setTimeout(r, state.latencyMs));
    if (reply.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "chatcmpl-broken", "choices": [');
    }
    if (reply.kind === 'status') return send(res, reply.status, reply.body ?? {}, reply.headers);
    const usage = reply.usage ?? { prompt_tokens: 120, completion_tokens: 80 };
    const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
    if (body?.stream === true) return stream(res, content, usage, typeof body.model === 'string' ? body.model : 'fake');
    return send(res, 200, {
      id: `chatcmpl-fake-${state.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof body?.model === 'string' ? body.model : 'fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content },
          finish_reason: 'stop',
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** `stream: true`: the content as server-sent chunks of ~20 characters, usage in the last chunk, then [DONE]. */
function stream(res: ServerResponse, content: string, usage: FakeUsage, model: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, extra: object = {}) =>
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake-stream', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`);
  chunk({ role: 'assistant', content: '' });
  for (let i = 0; i < content.length; i += 20) chunk({ content: content.slice(i, i + 20) });
  res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake-stream', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
