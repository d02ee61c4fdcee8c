import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { CampaignRow } from '#server/db/schema/index.ts';
import type { Progress, ResearchProgress } from '#shared/generation.ts';
import { latestBatch } from './batch/index.ts';

/**
 * `GET /api/v1/campaigns/:id/progress` (DESIGN.md §4): counts by status, spend, rate and ETA, state.
 * - `ratePerMin`: e-mails written (or failed) in the last RATE_WINDOW_SEC, per minute of the time
 *   they span (at least RATE_MIN_SPAN_SEC, so three e-mails in the first second do not read as
 *   180/min). While e-mails are left the window ends now, so a stalled batch reads as slowing down;
 *   once none are, it ends at the last e-mail written, so a finished batch keeps the rate it ran at
 *   instead of decaying to 0/min as the clock moves on (issue 14, item 5);
 * - `etaSec`: queued + generating at that rate; 0 when nothing is left; null with no rate yet;
 * - `state`: the stored run state, except `running` with nothing left is `completed`;
 * - `research`: the campaign's prospects by research state; null when the campaign has no research
 *   rows (research was never asked for);
 * - `batch`: the campaign's latest provider batch (overnight mode, decision 038), null when none.
 * One statement — one snapshot — reads the counts and the campaign's spend and state together, so
 * `ready` never runs ahead of `spentUsd` (a worker adds the cost in the same statement that writes
 * the e-mail; reading the campaign in a separate query let three e-mails slip in between on Postgres).
 * The counts are one indexed aggregate over the campaign's rows (emails_campaign_id_status_idx), and
 * the research counts another (prospect_research_campaign_id_state_idx), a subquery of the same statement.
 */
export const RATE_WINDOW_SEC = 300;
export const RATE_MIN_SPAN_SEC = 10;

type Row = {
  total: number;
  queued: number;
  generating: number;
  ready: number;
  approved: number;
  rejected: number;
  failed: number;
  recent: number;
  span: number | null;
  finalRecent: number;
  finalSpan: number | null;
  spent: string;
  state: CampaignRow['generationState'];
  research: ResearchProgress & { total: number };
};

export async function getProgress(db: Database, campaignId: string): Promise<Progress> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select count(e.id)::int as total,
        count(e.id) filter (where e.status = 'queued')::int as queued,
        count(e.id) filter (where e.status = 'generating')::int as generating,
        count(e.id) filter (where e.status = 'ready')::int as ready,
        count(e.id) filter (where e.status = 'approved')::int as approved,
        count(e.id) filter (where e.status = 'rejected')::int as rejected,
        count(e.id) filter (where e.status = 'failed')::int as failed,
        count(e.id) filter (where e.generated_at > now() - make_interval(secs => ${RATE_WINDOW_SEC}))::int as recent,
        extract(epoch from now() - min(e.generated_at) filter (where e.generated_at > now() - make_interval(secs => ${RATE_WINDOW_SEC})))::float8 as span,
        count(e.id) filter (where e.generated_at > l.at - make_interval(secs => ${RATE_WINDOW_SEC}))::int as "finalRecent",
        extract(epoch from l.at - min(e.generated_at) filter (where e.generated_at > l.at - make_interval(secs => ${RATE_WINDOW_SEC})))::float8 as "finalSpan",
        c.spent_usd::text as spent, c.generation_state as state, (${researchCounts}) as research
      from campaigns c
        cross join lateral (select max(generated_at) as at from emails where campaign_id = c.id) l
        left join emails e on e.campaign_id = c.id
      where c.id = ${campaignId}::uuid
      group by c.id, l.at`),
  );
  if (!row) throw new Error(`campaign ${campaignId} not found`);
  const left = row.queued + row.generating;
  const [recent, span] = left === 0 ? [row.finalRecent, row.finalSpan] : [row.recent, row.span];
  const ratePerMin = recent > 0 ? round((recent * 60) / Math.max(RATE_MIN_SPAN_SEC, span ?? 0), 1) : 0;
  const state = row.state === 'running' && left === 0 ? 'completed' : row.state;
  return {
    total: row.total,
    queued: row.queued,
    generating: row.generating,
    ready: row.ready,
    approved: row.approved,
    rejected: row.rejected,
    failed: row.failed,
    spentUsd: Number(row.spent),
    ratePerMin,
    etaSec: left === 0 ? 0 : ratePerMin > 0 ? Math.ceil((left / ratePerMin) * 60) : null,
    state,
    research: row.research.total === 0 ? null : withoutTotal(row.research),
    batch: await latestBatch(db, campaignId),
  };
}

/** The campaign's research rows by state (#shared/research.ts researchStates), as one jsonb object; `c` is the campaign. */
const researchCounts = sql`select jsonb_build_object('total', count(*),
    'queued', count(*) filter (where pr.state = 'queued'),
    'researching', count(*) filter (where pr.state = 'researching'),
    'done', count(*) filter (where pr.state = 'done'),
    'skipped', count(*) filter (where pr.state = 'skipped'),
    'failed', count(*) filter (where pr.state = 'failed'))
  from prospect_research pr where pr.campaign_id = c.id`;

const withoutTotal = ({ total: _total, ...counts }: Row['research']): ResearchProgress => counts;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
