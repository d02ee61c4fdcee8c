import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { UNFINISHED_RESEARCH } from '#server/features/research/index.ts';
import { QUEUES, type JobQueue } from '#server/jobs/queue.ts';

/**
 * Sends a job for every unfinished e-mail of running campaigns (all, or one): `queued` rows, and
 * `generating` rows whose claim is older than CLAIM_STALE_MINUTES (their worker died and its job is
 * gone). The queue keeps one job per e-mail (queue.ts), so waking rows that already have a job does
 * nothing; that is what makes this safe to run after every state change, at worker start and on a
 * timer. Regenerations (rows with an instruction) go first: a reviewer is waiting on them. A row
 * deferred by a provider's Retry-After gets a job that starts then (`startAfter`). A row whose
 * prospect's research is unfinished gets none: research wakes it when done; nor does a row in a provider
 * batch (`batch_id`, decision 038): the batch's own jobs write it or give it back.
 * @returns jobs created
 */
export const CLAIM_STALE_MINUTES = 15;

export async function wakeUnfinished(db: Database, jobs: JobQueue | undefined, campaignId?: string): Promise<number> {
  if (!jobs) return 0;
  const result = await db.execute(sql`
    select e.id, e.instruction, e.not_before from emails e join campaigns c on c.id = e.campaign_id
    where c.generation_state = 'running' and e.batch_id is null ${campaignId ? sql`and c.id = ${campaignId}::uuid` : sql``}
      and (e.status = 'queued' or (e.status = 'generating' and e.claimed_at < now() - make_interval(mins => ${CLAIM_STALE_MINUTES})))
      and not exists (select 1 from prospect_research r where r.prospect_id = e.prospect_id and r.state in ${UNFINISHED_RESEARCH})
    order by e.seq`);
  const rows = rowsOf<{ id: string; instruction: string | null; not_before: Date | string | null }>(result);
  return jobs.sendEach(
    QUEUES.generateEmail,
    rows.map((r) => ({
      key: r.id,
      data: { emailId: r.id },
      priority: r.instruction ? 10 : 0,
      ...(r.not_before ? { startAfter: new Date(r.not_before) } : {}),
    })),
  );
}
