import { sql } from 'drizzle-orm';
import { arrayParam, rowsOf } from '#server/db/rows.ts';
import type { ProviderBatchRow } from '#server/db/schema/index.ts';
import type { BatchContext } from './batch-context.ts';
import { sendBatchJobs } from './batch-jobs.ts';

/**
 * How many of `requests` (JSON text each) fit in one provider batch under `limits` (requests and bytes
 * of request text, a separator each; engine/batch ProviderBatchApi `limits`). At least one, so a single
 * request too large is sent and refused by the provider alone (its e-mail then goes to a normal call).
 */
export function fitting(requests: readonly string[], limits: { requests: number; bytes: number }): number {
  let bytes = 0;
  const most = Math.min(requests.length, limits.requests);
  for (let i = 0; i < most; i++) {
    bytes += Buffer.byteLength(requests[i]!) + 1;
    if (bytes > limits.bytes) return Math.max(1, i);
  }
  return most;
}

/**
 * Moves claimed e-mails `ids` of `batch` beyond its provider's limits into a new `pending` batch of the
 * same campaign, provider and model (queued again, the claim's attempt not counted) and sends its job:
 * a campaign larger than one provider batch becomes several, submitted one after another.
 * @returns the new batch's id
 */
export async function splitOff(ctx: BatchContext, batch: ProviderBatchRow, ids: readonly string[]): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      with next as (
        insert into provider_batches (campaign_id, provider, model, base_url)
        values (${batch.campaignId}::uuid, ${batch.provider}, ${batch.model}, ${batch.baseUrl})
        returning id),
      moved as (
        update emails e set batch_id = next.id, status = 'queued', claimed_at = null,
          attempts = greatest(e.attempts - 1, 0), updated_at = now()
        from next where e.id = any(${arrayParam(ids)}::uuid[]) and e.batch_id = ${batch.id}::uuid
        returning e.id)
      select id, (select count(*) from moved) as n from next`),
  );
  await sendBatchJobs(ctx.jobs, [row!.id]);
  return row!.id;
}
