import type { ProviderConfig } from '../providers/index.ts';
import type { BatchView, ProviderBatchApi } from './batch-api.ts';
import { openAiBatchApi, type RemoteBatch } from './openai-batch-api.ts';
import { batchRequestLine, parseBatchLine } from './request-line.ts';

/**
 * Overnight mode through the OpenAI Batch API (batch-api.ts; platform.openai.com/docs/guides/batch):
 * the requests are uploaded as a JSONL file first (`stage`), so a batch created before a crash is found
 * exactly by its `input_file_id` in the newest 100 batches. Limits: 50,000 requests and 200 MB per input
 * file ("up to 50,000 requests, and … up to 200 MB in size", platform.openai.com/docs/guides/batch).
 */
const ENDED: Record<string, BatchView['state']> = {
  completed: 'done',
  expired: 'expired',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function openAiBatches(provider: ProviderConfig): ProviderBatchApi {
  const api = openAiBatchApi(provider);
  const view = (remote: RemoteBatch): BatchView => {
    const said = remote.errors?.data?.map((e) => e.message ?? e.code).filter(Boolean) ?? [];
    return {
      id: remote.id,
      state: remote.status === 'cancelling' ? 'cancelling' : (ENDED[remote.status] ?? 'running'),
      requestCounts: remote.request_counts ?? null,
      outputFileId: remote.output_file_id ?? null,
      errorFileId: remote.error_file_id ?? null,
      note: said.length > 0 ? said.join('; ') : null,
    };
  };
  return {
    limits: { requests: 50_000, bytes: 200 * 1024 * 1024 },
    requests: async () => (customId, prompt) => JSON.stringify(batchRequestLine(customId, provider, prompt)),
    stage: (requests, name) => api.upload(`${requests.join('\n')}\n`, name),
    async findEarlier({ inputFileId }) {
      const earlier = (await api.list().catch(() => [])).find((remote) => remote.input_file_id === inputFileId);
      return earlier ? view(earlier) : null;
    },
    create: async ({ inputFileId }) => view(await api.create(inputFileId!)),
    retrieve: async (id) => view(await api.retrieve(id)),
    cancel: async (id) => view(await api.cancel(id)),
    async *results(batch) {
      for (const fileId of [batch.outputFileId, batch.errorFileId]) {
        if (!fileId) continue;
        for (const text of (await api.content(fileId)).split('\n')) {
          const result = text.trim() ? parseBatchLine(text) : null;
          if (result) yield result;
        }
      }
    },
  };
}
