import { z } from 'zod';
import type { ProviderConfig } from '../providers/index.ts';
import { batchHttp } from './batch-http.ts';

/**
 * Anthropic's Message Batches API (https://docs.claude.com/en/api/creating-message-batches), with the
 * key and version headers every Anthropic call carries (`x-api-key`, `anthropic-version: 2023-06-01`):
 * - `create`: `POST /messages/batches {requests: [{custom_id, params}]}` (the requests inline, no upload);
 * - `list`: `GET /messages/batches?limit=100`, newest first
 *   (https://docs.claude.com/en/api/listing-message-batches);
 * - `retrieve`: `GET /messages/batches/:id`; `cancel`: `POST /messages/batches/:id/cancel`;
 * - `results`: `GET /messages/batches/:id/results`, JSONL, once `processing_status` is `ended`
 *   (https://docs.claude.com/en/api/retrieving-message-batch-results). Read at that path under the
 *   provider's base URL rather than the batch's `results_url`, so the key only goes where the model's
 *   calls go.
 * The base URL is the provider's (version path included) or Anthropic's, as the AI SDK's. batch-http.ts
 * sends (SSRF guard for a user's own base URL, timeout).
 * @throws BatchApiError, UrlNotAllowedError (batch-http.ts)
 */
export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';
export const ANTHROPIC_VERSION = '2023-06-01';

export const messageBatchSchema = z.object({
  id: z.string(),
  processing_status: z.enum(['in_progress', 'canceling', 'ended']),
  request_counts: z.object({
    processing: z.number(),
    succeeded: z.number(),
    errored: z.number(),
    canceled: z.number(),
    expired: z.number(),
  }),
  created_at: z.string(),
  ended_at: z.string().nullish(),
  expires_at: z.string().nullish(),
  cancel_initiated_at: z.string().nullish(),
  results_url: z.string().nullish(),
});
export type MessageBatch = z.infer<typeof messageBatchSchema>;

export function anthropicBatchApi(provider: Pick<ProviderConfig, 'baseUrl' | 'apiKey' | 'untrustedBaseUrl'>) {
  const call = batchHttp(provider, provider.baseUrl ?? ANTHROPIC_BASE_URL, {
    'x-api-key': provider.apiKey ?? '',
    'anthropic-version': ANTHROPIC_VERSION,
  });
  const batch = async (response: Response) => messageBatchSchema.parse(await response.json());
  const one = (id: string) => `/messages/batches/${encodeURIComponent(id)}`;
  return {
    /** `requests`: each `{custom_id, params}` as JSON text (anthropic-request.ts); joined, not re-serialised. */
    create: async (requests: readonly string[], headers: Record<string, string> = {}) =>
      batch(
        await call('/messages/batches', {
          method: 'POST',
          contentType: 'application/json',
          headers,
          body: `{"requests":[${requests.join(',')}]}`,
        }),
      ),
    async list(): Promise<MessageBatch[]> {
      const response = await call('/messages/batches?limit=100');
      return z.object({ data: z.array(messageBatchSchema) }).parse(await response.json()).data;
    },
    retrieve: async (id: string) => batch(await call(one(id))),
    cancel: async (id: string) => batch(await call(`${one(id)}/cancel`, { method: 'POST' })),
    results: async (id: string) => (await call(`${one(id)}/results`)).text(),
  };
}
