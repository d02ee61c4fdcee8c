import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { CampaignRow } from '#server/db/schema/index.ts';
import type { Progress } from '#shared/generation.ts';

/**
 * `GET /api/v1/campaigns/:id/progress` (DESIGN.md §4): counts by status, spend, rate and ETA, state.
 * - `ratePerMin`: e-mails written (or failed) in the last RATE_WINDOW_SEC, per minute of the time
 *   they span (at least RATE_MIN_SPAN_SEC, so three e-mails in the first second do not read as
 *   180/min);
 * - `etaSec`: queued + generating at that rate; 0 when nothing is left; null with no rate yet;
 * - `state`: the stored run state, except `running` with nothing left is `completed`.
 * One indexed aggregate over the campaign's rows (emails_campaign_id_status_idx).
 */
export const RATE_WINDOW_SEC = 300;
export const RATE_MIN_SPAN_SEC = 10;

type Row = {
  total: number; queued: number; generating: number; ready: number; approved: number; rejected: number; failed: number;
  recent: number; span: number | null;
};

export async function getProgress(db: Database, campaign: Pick<CampaignRow, 'id' | 'generationState'> & { spentUsd: string }): Promise<Progress> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'queued')::int as queued,
        count(*) filter (where status = 'generating')::int as generating,
        count(*) filter (where status = 'ready')::int as ready,
        count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status = 'rejected')::int as rejected,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where generated_at > now() - make_interval(secs => ${RATE_WINDOW_SEC}))::int as recent,
        extract(epoch from now() - min(generated_at) filter (where generated_at > now() - make_interval(secs => ${RATE_WINDOW_SEC})))::float8 as span
      from emails where campaign_id = ${campaign.id}::uuid`),
  );
  const counts = row ?? { total: 0, queued: 0, generating: 0, ready: 0, approved: 0, rejected: 0, failed: 0, recent: 0, span: null };
  const left = counts.queued + counts.generating;
  const ratePerMin = counts.recent > 0 ? round((counts.recent * 60) / Math.max(RATE_MIN_SPAN_SEC, counts.span ?? 0), 1) : 0;
  const state = campaign.generationState === 'running' && left === 0 ? 'completed' : campaign.generationState;
  return {
    total: counts.total,
    queued: counts.queued,
    generating: counts.generating,
    ready: counts.ready,
    approved: counts.approved,
    rejected: counts.rejected,
    failed: counts.failed,
    spentUsd: Number(campaign.spentUsd),
    ratePerMin,
    etaSec: left === 0 ? 0 : ratePerMin > 0 ? Math.ceil((left / ratePerMin) * 60) : null,
    state,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
