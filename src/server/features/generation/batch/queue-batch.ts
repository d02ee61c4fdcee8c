import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { ProviderConfig } from '#server/engine/index.ts';

/** A transaction or the database: what `markBatch` writes with. */
type Writer = Pick<Database, 'execute'>;

/**
 * Overnight mode's part of `POST …/generate {mode: 'batch'}` (decision 038), in the generate request's
 * transaction: one `provider_batches` row (`pending`, with the provider, model and base URL resolved
 * now) and every e-mail of the campaign waiting for a first draft (queued, no instruction, never
 * written, in no batch) marked with its id, so the per-e-mail claim and wake-up leave them to the batch.
 * Regenerations and retried failures keep the normal path. The caller sends the batch's first job.
 * @returns the batch's id, or null when no e-mail was waiting (no batch is made)
 */
export async function markBatch(tx: Writer, campaignId: string, provider: ProviderConfig): Promise<string | null> {
  const [row] = rowsOf<{ id: string | null }>(
    await tx.execute(sql`
      with waiting as (
        select id from emails where campaign_id = ${campaignId}::uuid and status = 'queued' and batch_id is null
          and instruction is null and generated_at is null),
      batch as (
        insert into provider_batches (campaign_id, provider, model, base_url)
        select ${campaignId}::uuid, ${provider.provider}, ${provider.model ?? ''}, ${provider.baseUrl ?? null}
        where exists (select 1 from waiting)
        returning id),
      marked as (
        update emails e set batch_id = batch.id, updated_at = now() from batch where e.id in (select id from waiting)
        returning e.id)
      select (select id from batch) as id, (select count(*) from marked) as n`),
  );
  return row?.id ?? null;
}
