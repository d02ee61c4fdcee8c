import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { ProviderBatch } from '#shared/generation.ts';

type Row = Omit<ProviderBatch, 'submittedAt' | 'finishedAt'> & {
  submittedAt: Date | string | null;
  finishedAt: Date | string | null;
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The campaign's latest provider batch for progress (decision 038), with the e-mails it still holds;
 * null when the campaign never used overnight mode. One indexed read (provider_batches_campaign_id_idx,
 * emails_batch_id_idx).
 */
export async function latestBatch(db: Database, campaignId: string): Promise<ProviderBatch | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select b.id, b.state, b.provider_batch_id as "providerBatchId", b.request_counts as "requestCounts", b.note,
        b.submitted_at as "submittedAt", b.finished_at as "finishedAt",
        (select count(*)::int from emails e where e.batch_id = b.id) as emails
      from provider_batches b where b.campaign_id = ${campaignId}::uuid order by b.created_at desc limit 1`),
  );
  return row ? { ...row, submittedAt: iso(row.submittedAt), finishedAt: iso(row.finishedAt) } : null;
}
