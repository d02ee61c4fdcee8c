import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { readText, send } from './http-io.ts';
import {
  chatCompletions,
  DEFAULT_USAGE,
  promptOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeRequest,
  type FakeServerOptions,
} from './openai-server.ts';

/**
 * The fake OpenAI server (openai-server.ts) with the Batch API beside chat completions, as OpenAI and
 * compatible servers (vLLM, LiteLLM) serve it (platform.openai.com/docs/api-reference/batch):
 * - `POST /v1/files`: multipart `purpose` + `file` → `{id: 'file-N', object: 'file', purpose, bytes}`;
 * - `POST /v1/batches {input_file_id, endpoint, completion_window}` → a batch, `validating`;
 * - `GET /v1/batches?limit=N` (newest first), `GET /v1/batches/:id`, `POST /v1/batches/:id/cancel`;
 * - `GET /v1/files/:id/content`: a file's text.
 * Each status poll of a running batch counts; after `script.pollsToFinish` polls it ends as
 * `script.end` says: `completed` (every line answered), `expired` (the first `doneFraction` of the lines
 * answered, the rest `batch_expired` lines in the error file, as OpenAI does) or `failed` (no files).
 * A cancelled batch keeps the first `doneFraction` too. Each answered line gets the chat completion the
 * fake gives a direct call (its `fallback`), unless `script.lineError(index, customId)` gives an HTTP
 * error for it (an error-file line with that `status_code`). `script.noBatchApi` answers 404 on
 * `/v1/files` and `/v1/batches`, as a compatible server without batches does. `lines` logs every request
 * line read from uploaded files; `batchCalls` every batch API call (method and path).
 */
export type BatchScript = {
  pollsToFinish: number;
  end: 'completed' | 'expired' | 'failed';
  doneFraction: number;
  lineError?: (index: number, customId: string) => { status: number; message: string } | null;
  noBatchApi: boolean;
};

type RemoteBatch = {
  id: string;
  object: 'batch';
  endpoint: string;
  input_file_id: string;
  completion_window: string;
  status: string;
  output_file_id: string | null;
  error_file_id: string | null;
  request_counts: { total: number; completed: number; failed: number };
  errors: { object: 'list'; data: { code: string; message: string }[] } | null;
  created_at: number;
  polls: number;
};

export type FakeBatchServer = FakeOpenAiServer & {
  script: BatchScript;
  files: Map<string, { purpose: string; content: string }>;
  batches: Map<string, RemoteBatch>;
  lines: { custom_id: string; method: string; url: string; body: Record<string, unknown> }[];
  batchCalls: { method: string; path: string }[];
};

const defaultScript = (): BatchScript => ({ pollsToFinish: 1, end: 'completed', doneFraction: 1, noBatchApi: false });

export async function startFakeBatchServer(
  options: FakeServerOptions & { script?: Partial<BatchScript> } = {},
): Promise<FakeBatchServer> {
  let next = 0;
  const id = (prefix: string) => `${prefix}${++next}`;
  const files = new Map<string, { purpose: string; content: string }>();
  const batches = new Map<string, RemoteBatch>();
  const lines: FakeBatchServer['lines'] = [];
  const batchCalls: FakeBatchServer['batchCalls'] = [];
  const script: BatchScript = { ...defaultScript(), ...options.script };
  // The server answers batch lines with its own `fallback`, so the routes need it once it started.
  const started: { server?: FakeOpenAiServer } = {};

  const answerLine = (line: FakeBatchServer['lines'][number], index: number) => {
    const failure = script.lineError?.(index, line.custom_id);
    if (failure)
      return {
        ok: false,
        json: {
          id: id('batch_req_'),
          custom_id: line.custom_id,
          response: {
            status_code: failure.status,
            request_id: id('req_'),
            body: { error: { message: failure.message } },
          },
          error: null,
        },
      };
    const request: FakeRequest = {
      method: 'POST',
      path: line.url,
      headers: {},
      body: line.body,
      ...promptOf(line.body),
    };
    const reply = started.server!.fallback(request);
    const content = reply.kind === 'ok' ? reply.content : {};
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    const usage = reply.kind === 'ok' ? (reply.usage ?? DEFAULT_USAGE) : DEFAULT_USAGE;
    const body = chatCompletions(request).answer(text, usage);
    return {
      ok: true,
      json: {
        id: id('batch_req_'),
        custom_id: line.custom_id,
        response: { status_code: 200, request_id: id('req_'), body },
        error: null,
      },
    };
  };

  /** Ends a batch: its output and error files from its input's lines, as `status` leaves them. */
  function end(batch: RemoteBatch, status: 'completed' | 'expired' | 'failed' | 'cancelled') {
    batch.status = status;
    if (status === 'failed') {
      batch.errors = { object: 'list', data: [{ code: 'invalid_request', message: 'fake: the batch failed' }] };
      return;
    }
    const input = parseLines(files.get(batch.input_file_id)?.content ?? '');
    const answered = status === 'completed' ? input.length : Math.floor(input.length * script.doneFraction);
    const output: string[] = [];
    const errors: string[] = [];
    input.forEach((line, index) => {
      if (index < answered) {
        const { ok, json } = answerLine(line, index);
        (ok ? output : errors).push(JSON.stringify(json));
        return;
      }
      const code = status === 'expired' ? 'batch_expired' : 'batch_cancelled';
      errors.push(
        JSON.stringify({
          id: id('batch_req_'),
          custom_id: line.custom_id,
          response: null,
          error: { code, message: 'This request could not be executed before the batch ended.' },
        }),
      );
    });
    const save = (content: string[]) => {
      if (content.length === 0) return null;
      const fileId = id('file-');
      files.set(fileId, { purpose: 'batch_output', content: `${content.join('\n')}\n` });
      return fileId;
    };
    batch.output_file_id = save(output);
    batch.error_file_id = save(errors);
    batch.request_counts = { total: input.length, completed: output.length, failed: errors.length };
  }

  async function routes(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (!/^\/v1\/(files|batches)/.test(path)) return false;
    batchCalls.push({ method: req.method ?? 'GET', path: `${path}${url.search}` });
    if (script.noBatchApi) return send(res, 404, { error: { message: `Not Found: ${path}` } });
    if (req.method === 'POST' && path === '/v1/files') {
      const { fields, content } = await readUpload(req);
      const fileId = id('file-');
      files.set(fileId, { purpose: fields.purpose ?? '', content });
      for (const line of parseLines(content)) lines.push(line);
      return send(res, 200, { id: fileId, object: 'file', purpose: fields.purpose, bytes: Buffer.byteLength(content) });
    }
    const content = /^\/v1\/files\/([^/]+)\/content$/.exec(path);
    if (req.method === 'GET' && content) {
      const file = files.get(content[1]!);
      if (!file) return send(res, 404, { error: { message: 'No such file' } });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(file.content);
      return true;
    }
    if (req.method === 'POST' && path === '/v1/batches') {
      const body = JSON.parse(await readText(req)) as {
        input_file_id?: string;
        endpoint?: string;
        completion_window?: string;
      };
      const input = files.get(body.input_file_id ?? '');
      if (!input || input.purpose !== 'batch')
        return send(res, 400, { error: { message: 'input_file_id is not a batch file' } });
      const batch: RemoteBatch = {
        id: id('batch_'),
        object: 'batch',
        endpoint: body.endpoint ?? '',
        input_file_id: body.input_file_id!,
        completion_window: body.completion_window ?? '',
        status: 'validating',
        output_file_id: null,
        error_file_id: null,
        request_counts: { total: parseLines(input.content).length, completed: 0, failed: 0 },
        errors: null,
        created_at: Math.floor(Date.now() / 1000),
        polls: 0,
      };
      batches.set(batch.id, batch);
      return send(res, 200, batch);
    }
    if (req.method === 'GET' && path === '/v1/batches')
      return send(res, 200, { object: 'list', data: [...batches.values()].reverse(), has_more: false });
    const one = /^\/v1\/batches\/([^/]+)(\/cancel)?$/.exec(path);
    const batch = one ? batches.get(one[1]!) : undefined;
    if (!batch) return send(res, 404, { error: { message: 'No such batch' } });
    if (req.method === 'POST' && one?.[2]) {
      if (['validating', 'in_progress', 'finalizing'].includes(batch.status)) batch.status = 'cancelling';
      return send(res, 200, batch);
    }
    if (req.method === 'GET' && !one?.[2]) {
      batch.polls++;
      if (batch.status === 'cancelling') end(batch, 'cancelled');
      else if (batch.status === 'validating' || batch.status === 'in_progress')
        if (batch.polls >= script.pollsToFinish) end(batch, script.end);
        else batch.status = 'in_progress';
      return send(res, 200, batch);
    }
    return send(res, 405, { error: { message: 'Method not allowed' } });
  }

  const server = await startFakeOpenAiServer({ ...options, extraRoutes: routes });
  started.server = server;
  const base = server as FakeBatchServer;
  const reset = server.reset;
  return Object.assign(base, {
    script,
    files,
    batches,
    lines,
    batchCalls,
    reset: () => {
      reset();
      Object.assign(script, defaultScript());
      for (const store of [files, batches]) store.clear();
      lines.length = 0;
      batchCalls.length = 0;
    },
  });
}

function parseLines(content: string): FakeBatchServer['lines'] {
  return content
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as FakeBatchServer['lines'][number]);
}

/** A multipart upload's fields and its one file's text, read with busboy. */
function readUpload(req: IncomingMessage): Promise<{ fields: Record<string, string>; content: string }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (_name, stream) => stream.on('data', (chunk: Buffer) => chunks.push(chunk)));
    parser.on('close', () => resolve({ fields, content: Buffer.concat(chunks).toString('utf8') }));
    parser.on('error', reject);
    req.pipe(parser);
  });
}
