import type { IncomingMessage, ServerResponse } from 'node:http';
import { anthropicProtocol, startFakeAnthropicServer, type FakeAnthropicServer } from './anthropic-server.ts';
import { readText, send } from './http-io.ts';
import { DEFAULT_USAGE, type FakeRequest, type FakeServerOptions } from './llm-server.ts';

/**
 * The fake Anthropic server (anthropic-server.ts) with Message Batches beside `/v1/messages`
 * (https://docs.claude.com/en/api/creating-message-batches), key and version headers required as there:
 * - `POST /v1/messages/batches {requests: [{custom_id, params}]}` → a `message_batch`, `in_progress`;
 * - `GET /v1/messages/batches?limit=N` (newest first), `GET /v1/messages/batches/:id`,
 *   `POST /v1/messages/batches/:id/cancel` (→ `canceling`, `cancel_initiated_at`);
 * - `GET /v1/messages/batches/:id/results`: JSONL `{custom_id, result}`, once `ended` (400 before).
 * Each status poll of a running batch counts; after `script.pollsToFinish` polls it ends: all requests
 * `succeeded` (`end: 'ended'`), or the first `doneFraction` of them and the rest `expired`
 * (`end: 'expired'`). A cancelled batch ends at its next poll with the first `doneFraction` succeeded
 * and the rest `canceled`. A succeeded result's `message` is what the fake gives a direct call for the
 * same params (its `fallback`: text or forced `json` tool, usage), unless `script.lineError(index,
 * customId)` makes it `errored` with that error `{type, message}`. `script.noBatchApi` answers 404 on the
 * batch paths, as a server without batches (a proxy speaking only `/v1/messages`) does;
 * `script.failCreates` refuses that many creates with 529.
 * `batchRequests` logs every request of every created batch; `batchCalls` every batch call.
 */
export type AnthropicBatchScript = {
  pollsToFinish: number;
  end: 'ended' | 'expired';
  doneFraction: number;
  lineError?: (index: number, customId: string) => { type: string; message: string } | null;
  noBatchApi: boolean;
  /** The first this-many creates are refused with 529 `overloaded_error` (nothing is created). */
  failCreates: number;
};

type Counts = { processing: number; succeeded: number; errored: number; canceled: number; expired: number };

export type FakeMessageBatch = {
  id: string;
  type: 'message_batch';
  processing_status: 'in_progress' | 'canceling' | 'ended';
  request_counts: Counts;
  created_at: string;
  ended_at: string | null;
  expires_at: string;
  cancel_initiated_at: string | null;
  archived_at: null;
  results_url: string | null;
  /** The fake's own bookkeeping, left out of its answers (`shown`). */
  polls: number;
  requests: AnthropicBatchRequest[];
  results: string[];
};

export type AnthropicBatchRequest = { custom_id: string; params: Record<string, unknown> };

export type FakeAnthropicBatchServer = FakeAnthropicServer & {
  script: AnthropicBatchScript;
  batches: Map<string, FakeMessageBatch>;
  batchRequests: AnthropicBatchRequest[];
  batchCalls: { method: string; path: string }[];
};

const defaultScript = (): AnthropicBatchScript => ({
  pollsToFinish: 1,
  end: 'ended',
  doneFraction: 1,
  noBatchApi: false,
  failCreates: 0,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A batch as Anthropic shows it: without the fake's bookkeeping. */
function shown(batch: FakeMessageBatch) {
  const { polls: _polls, requests: _requests, results: _results, ...answer } = batch;
  return answer;
}

export async function startFakeAnthropicBatchServer(
  options: FakeServerOptions & { script?: Partial<AnthropicBatchScript> } = {},
): Promise<FakeAnthropicBatchServer> {
  let next = 0;
  const batches = new Map<string, FakeMessageBatch>();
  const batchRequests: AnthropicBatchRequest[] = [];
  const batchCalls: FakeAnthropicBatchServer['batchCalls'] = [];
  const script: AnthropicBatchScript = { ...defaultScript(), ...options.script };
  const started: { server?: FakeAnthropicServer; baseUrl?: string } = {};

  /** One request's result: the message the fake's `fallback` gives a direct call, or the scripted error. */
  const answer = (request: AnthropicBatchRequest, index: number): object => {
    const failure = script.lineError?.(index, request.custom_id);
    if (failure) return { type: 'errored', error: { type: 'error', error: failure } };
    const call: FakeRequest = {
      method: 'POST',
      path: '/v1/messages',
      headers: {},
      body: request.params,
      ...anthropicProtocol.promptOf(request.params),
    };
    const reply = started.server!.fallback(call);
    const content = reply.kind === 'ok' ? reply.content : {};
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    const usage = reply.kind === 'ok' ? (reply.usage ?? DEFAULT_USAGE) : DEFAULT_USAGE;
    return { type: 'succeeded', message: anthropicProtocol.route(call)!.answer(text, usage) };
  };

  /** Ends a batch: the first `done` requests answered, the rest `rest` (expired or canceled). */
  function end(batch: FakeMessageBatch, done: number, rest: 'expired' | 'canceled') {
    const counts: Counts = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
    batch.results = batch.requests.map((request, index) => {
      const result = index < done ? answer(request, index) : { type: rest };
      const type = (result as { type: 'succeeded' | 'errored' | 'canceled' | 'expired' }).type;
      counts[type]++;
      return JSON.stringify({ custom_id: request.custom_id, result });
    });
    Object.assign(batch, {
      processing_status: 'ended',
      request_counts: counts,
      ended_at: new Date().toISOString(),
      results_url: `${started.baseUrl}/messages/batches/${batch.id}/results`,
    });
  }

  async function routes(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (!path.startsWith('/v1/messages/batches')) return false;
    batchCalls.push({ method: req.method ?? 'GET', path: `${path}${url.search}` });
    if (script.noBatchApi)
      return send(res, 404, { type: 'error', error: { type: 'not_found_error', message: `Not Found: ${path}` } });
    const refused = anthropicProtocol.refuse?.({
      method: '',
      path,
      headers: req.headers,
      body: null,
      system: '',
      prompt: '',
    });
    if (refused) return send(res, refused.status, anthropicProtocol.errorBody(refused.status, refused.message));
    if (req.method === 'POST' && path === '/v1/messages/batches') {
      const body = JSON.parse(await readText(req)) as { requests?: AnthropicBatchRequest[] };
      if (script.failCreates > 0) {
        script.failCreates--;
        return send(res, 529, anthropicProtocol.errorBody(529, 'Overloaded'));
      }
      const requests = body.requests ?? [];
      if (requests.length === 0)
        return send(res, 400, anthropicProtocol.errorBody(400, 'requests: at least one request is required'));
      batchRequests.push(...requests);
      const now = Date.now();
      const batch: FakeMessageBatch = {
        id: `msgbatch_fake${++next}`,
        type: 'message_batch',
        processing_status: 'in_progress',
        request_counts: { processing: requests.length, succeeded: 0, errored: 0, canceled: 0, expired: 0 },
        created_at: new Date(now).toISOString(),
        ended_at: null,
        expires_at: new Date(now + DAY_MS).toISOString(),
        cancel_initiated_at: null,
        archived_at: null,
        results_url: null,
        polls: 0,
        requests,
        results: [],
      };
      batches.set(batch.id, batch);
      return send(res, 200, shown(batch));
    }
    if (req.method === 'GET' && path === '/v1/messages/batches') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const data = [...batches.values()].reverse().slice(0, limit).map(shown);
      return send(res, 200, {
        data,
        has_more: batches.size > limit,
        first_id: data[0]?.id ?? null,
        last_id: data.at(-1)?.id ?? null,
      });
    }
    const one = /^\/v1\/messages\/batches\/([^/]+)(\/cancel|\/results)?$/.exec(path);
    const batch = one ? batches.get(one[1]!) : undefined;
    if (!batch) return send(res, 404, anthropicProtocol.errorBody(404, 'No such message batch'));
    if (req.method === 'POST' && one?.[2] === '/cancel') {
      if (batch.processing_status === 'in_progress')
        Object.assign(batch, { processing_status: 'canceling', cancel_initiated_at: new Date().toISOString() });
      return send(res, 200, shown(batch));
    }
    if (req.method === 'GET' && one?.[2] === '/results') {
      if (batch.processing_status !== 'ended')
        return send(res, 400, anthropicProtocol.errorBody(400, 'The batch has not ended yet'));
      res.writeHead(200, { 'content-type': 'application/binary' });
      res.end(`${batch.results.join('\n')}\n`);
      return true;
    }
    if (req.method === 'GET' && !one?.[2]) {
      batch.polls++;
      const done = Math.floor(batch.requests.length * script.doneFraction);
      if (batch.processing_status === 'canceling') end(batch, done, 'canceled');
      else if (batch.processing_status === 'in_progress' && batch.polls >= script.pollsToFinish)
        if (script.end === 'ended') end(batch, batch.requests.length, 'expired');
        else end(batch, done, 'expired');
      return send(res, 200, shown(batch));
    }
    return send(res, 405, anthropicProtocol.errorBody(405, 'Method not allowed'));
  }

  const server = await startFakeAnthropicServer({ ...options, extraRoutes: routes });
  started.server = server;
  started.baseUrl = server.baseUrl;
  const reset = server.reset;
  return Object.assign(server, {
    script,
    batches,
    batchRequests,
    batchCalls,
    reset: () => {
      reset();
      Object.assign(script, defaultScript());
      batches.clear();
      batchRequests.length = 0;
      batchCalls.length = 0;
    },
  });
}
