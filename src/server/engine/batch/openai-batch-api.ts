import { z } from 'zod';
import type { ProviderConfig } from '../providers/index.ts';
import { batchHttp } from './batch-http.ts';

/**
 * The OpenAI Batch API (platform.openai.com/docs/api-reference/batch), which OpenAI-compatible servers
 * that batch (vLLM, LiteLLM, others) implement too:
 * - `upload`: `POST /files`, multipart `purpose=batch` + `file` (the JSONL) → the file id;
 * - `create`: `POST /batches {input_file_id, endpoint: '/v1/chat/completions', completion_window: '24h'}`;
 * - `list`: `GET /batches?limit=100`, newest first (to find a batch created before a crash, by its file);
 * - `retrieve`: `GET /batches/:id`; `cancel`: `POST /batches/:id/cancel`;
 * - `content`: `GET /files/:id/content`, the output or error JSONL.
 * The base URL is the provider's (its version path included) or OpenAI's; batch-http.ts sends (the SSRF
 * guard for a user's own base URL, the timeout).
 * @throws BatchApiError, UrlNotAllowedError (batch-http.ts)
 */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

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
  const call = batchHttp(provider, provider.baseUrl ?? OPENAI_BASE_URL, {
    authorization: `Bearer ${provider.apiKey ?? 'not-needed'}`,
  });
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
