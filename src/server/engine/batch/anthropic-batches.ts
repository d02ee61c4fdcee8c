import type { ProviderConfig } from '../providers/index.ts';
import { REQUEST_TIMEOUT_MS } from './batch-http.ts';
import type { BatchView, ProviderBatchApi } from './batch-api.ts';
import { anthropicBatchApi, type MessageBatch } from './anthropic-batch-api.ts';
import { anthropicRequests, parseAnthropicResult } from './anthropic-request.ts';

/**
 * Overnight mode through Anthropic's Message Batches (batch-api.ts;
 * https://docs.claude.com/en/docs/build-with-claude/batch-processing). What differs from OpenAI:
 * - no upload: the requests are the create request's body (`stage` does nothing), so a batch created
 *   before a crash has no file to be found by. It is found instead among the newest 100 batches of the
 *   key as the one created from `since` (recorded just before the create was sent) to the create's
 *   timeout later, give or take CLOCK_SKEW_MS, with the same number of requests, that no other row
 *   recorded; of several, the nearest to `since` (decision 038 weighs what is left);
 * - limits: 100,000 requests or 256 MB per batch ("limited to either 100,000 Message requests or 256 MB in
 *   size, whichever is reached first", batch-processing page);
 * - states: `in_progress` → running, `canceling` → cancelling, `ended` → `cancelled` when a cancel was
 *   initiated, `expired` when requests expired ("results … not completed within 24 hours"), else `done`;
 * - counts: `{processing, succeeded, errored, canceled, expired}` read as total = their sum, completed =
 *   succeeded, failed = errored + canceled + expired.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;
const MB = 1024 * 1024;

export function anthropicBatches(provider: ProviderConfig): ProviderBatchApi {
  const api = anthropicBatchApi(provider);
  let prepared: ReturnType<typeof anthropicRequests> | undefined;
  const requestWriter = () => (prepared ??= anthropicRequests(provider));
  return {
    limits: { requests: 100_000, bytes: 256 * MB },
    requests: async () => (await requestWriter()).line,
    stage: async () => null,
    async findEarlier({ since, requests, known }) {
      if (!since) return null;
      const from = since.getTime() - CLOCK_SKEW_MS;
      const to = since.getTime() + REQUEST_TIMEOUT_MS + CLOCK_SKEW_MS;
      const candidates = (await api.list())
        .filter((remote) => !known.has(remote.id) && totalOf(remote) === requests)
        .map((remote) => ({ remote, at: Date.parse(remote.created_at) }))
        .filter(({ at }) => at >= from && at <= to)
        .sort((a, b) => Math.abs(a.at - since.getTime()) - Math.abs(b.at - since.getTime()));
      return candidates[0] ? view(candidates[0].remote) : null;
    },
    async create({ requests }) {
      const { headers } = await requestWriter();
      return view(await api.create(await requests(), headers));
    },
    retrieve: async (id) => view(await api.retrieve(id)),
    cancel: async (id) => view(await api.cancel(id)),
    async *results(batch) {
      for (const text of (await api.results(batch.id)).split('\n')) {
        const result = text.trim() ? parseAnthropicResult(text) : null;
        if (result) yield result;
      }
    },
  };
}

const totalOf = ({ request_counts: c }: MessageBatch) =>
  c.processing + c.succeeded + c.errored + c.canceled + c.expired;

function view(remote: MessageBatch): BatchView {
  const c = remote.request_counts;
  const ended: BatchView['state'] = remote.cancel_initiated_at ? 'cancelled' : c.expired > 0 ? 'expired' : 'done';
  return {
    id: remote.id,
    state:
      remote.processing_status === 'in_progress'
        ? 'running'
        : remote.processing_status === 'canceling'
          ? 'cancelling'
          : ended,
    requestCounts: { total: totalOf(remote), completed: c.succeeded, failed: c.errored + c.canceled + c.expired },
    outputFileId: null,
    errorFileId: null,
    note: null,
  };
}
