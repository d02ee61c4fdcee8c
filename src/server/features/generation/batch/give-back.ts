import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { arrayParam } from '#server/db/rows.ts';

/**
 * Takes e-mails out of a provider batch (decision 038): those of batch `batchId` still `generating`
 * (all, or the `ids` given) go back to `queued` without the batch, their claim's attempt not counted,
 * for normal calls (the caller wakes them); when their campaign was cancelled meanwhile, those never
 * written are deleted instead, as cancel deletes queued e-mails (run-control.ts).
 * Rows already written or failed are not touched, so giving back twice is harmless.
 */
export async function giveBack(db: Database, batchId: string, ids?: readonly string[]) {
  const only = ids ? sql`and e.id = any(${arrayParam(ids)}::uuid[])` : sql``;
  const cancelled = sql`exists (select 1 from campaigns c where c.id = e.campaign_id and c.generation_state = 'cancelled')`;
  await db.execute(sql`
    delete from emails e where e.batch_id = ${batchId}::uuid and e.status = 'generating' ${only}
      and e.generated_at is null and ${cancelled}`);
  await db.execute(sql`
    update emails e set status = 'queued', batch_id = null, claimed_at = null, attempts = greatest(e.attempts - 1, 0),
      updated_at = now()
    where e.batch_id = ${batchId}::uuid and e.status = 'generating' ${only}`);
  // Rows marked for a batch that never took them (still queued: the campaign was paused, say).
  await db.execute(sql`
    update emails e set batch_id = null, updated_at = now()
    where e.batch_id = ${batchId}::uuid and e.status = 'queued' ${only}`);
}
