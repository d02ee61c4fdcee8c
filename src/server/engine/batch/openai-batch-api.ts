import { z } from 'zod';
import { guardedFetch } from '#server/lib/ssrf-fetch.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import type { ProviderConfig } from '../ai-providers/index.ts';

/**
 * The OpenAI Batch API (platform.openai.com/docs/api-reference/batch), which OpenAI-compatible servers
 * that batch (vLLM, LiteLLM, others) implement too:
 * - `upload`: `POST /files`, multipart `purpose=batch` + `file` (the JSONL) → the file id;
 * - `create`: `POST /batches {input_file_id, endpoint: '/v1/chat/completions', completion_window: '24h'}`;
 * - `list`: `GET /batches?limit=100`, newest first (to find a batch created before a crash, by its file);
 * - `retrieve`: `GET /batches/:id`; `cancel`: `POST /batches/:id/cancel`;
 * - `content`: `GET /files/:id/content`, the output or error JSONL.
 * The base URL is the provider's (its version path included) or OpenAI's. A user's own base URL goes
 * through the SSRF guard (lib/ssrf-fetch.ts), as the model's calls do (decision 013). Each request
 * times out after REQUEST_TIMEOUT_MS.
 * @throws BatchApiError with the status and the provider's message for an answer that is not 2xx, and for
 *   a network failure or timeout (status null); UrlNotAllowedError when the guard refuses the URL
 */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const REQUEST_TIMEOUT_MS = 60_000;

export class BatchApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'BatchApiError';
  }
}

export const remoteBatchSchema = z.object({
  id: z.string(),
  status: z.enum([
    'validating',
    'failed',
    'in_progress',
    'finalizing',
    'completed',
    'expired',
    'cancelling',
    'cancelled',
  ]),
  input_file_id: z.string().nullish(),
  output_file_id: z.string().nullish(),
  error_file_id: z.string().nullish(),
  request_counts: z.object({ total: z.number(), completed: z.number(), failed: z.number() }).nullish(),
  errors: z
    .object({ data: z.array(z.object({ code: z.string().nullish(), message: z.string().nullish() })).nullish() })
    .nullish(),
});
export type RemoteBatch = z.infer<typeof remoteBatchSchema>;

export type OpenAiBatchApi = ReturnType<typeof openAiBatchApi>;

export function openAiBatchApi(provider: Pick<ProviderConfig, 'baseUrl' | 'apiKey' | 'untrustedBaseUrl'>) {
  const base = (provider.baseUrl ?? OPENAI_BASE_URL).replace(/\/+$/, '');
  const send = provider.untrustedBaseUrl ? guardedFetch : fetch;
  const headers = { authorization: `Bearer ${provider.apiKey ?? 'not-needed'}` };

  async function call(path: string, init: { method?: string; body?: BodyInit; contentType?: string } = {}) {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...headers, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof UrlNotAllowedError) throw error;
      throw new BatchApiError(`${path}: ${error instanceof Error ? error.message : String(error)}`, null);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const said = z.object({ error: z.object({ message: z.string() }) }).safeParse(safeJson(text));
      throw new BatchApiError(
        `${response.status} ${path}: ${said.success ? said.data.error.message : text.slice(0, 200)}`,
        response.status,
      );
    }
    return response;
  }
  const batch = async (response: Response) => remoteBatchSchema.parse(await response.json());

  return {
    async upload(jsonl: string, filename: string): Promise<string> {
      const form = new FormData();
      form.set('purpose', 'batch');
      form.set('file', new Blob([jsonl], { type: 'application/jsonl' }), filename);
      // The platform encodes the multipart body; the bytes then go through whichever fetch applies.
      const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form });
      const body = await encoded.arrayBuffer();
      const response = await call('/files', {
        method: 'POST',
        body,
        contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
      });
      return z.object({ id: z.string() }).parse(await response.json()).id;
    },
    create: async (inputFileId: string) =>
      batch(
        await call('/batches', {
          method: 'POST',
          contentType: 'application/json',
          body: JSON.stringify({
            input_file_id: inputFileId,
            endpoint: '/v1/chat/completions',
            completion_window: '24h',
          }),
        }),
      ),
    async list(): Promise<RemoteBatch[]> {
      const response = await call('/batches?limit=100');
      return z.object({ data: z.array(remoteBatchSchema) }).parse(await response.json()).data;
    },
    retrieve: async (id: string) => batch(await call(`/batches/${encodeURIComponent(id)}`)),
    cancel: async (id: string) => batch(await call(`/batches/${encodeURIComponent(id)}/cancel`, { method: 'POST' })),
    content: async (fileId: string) => (await call(`/files/${encodeURIComponent(fileId)}/content`)).text(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
