import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { integrationPushes } from '#server/db/schema/index.ts';
import { QUEUES, type JobQueue } from '#server/jobs/queue.ts';

/**
 * Sends a job for every unfinished push (all, or one): `queued` ones, and `running` ones whose worker
 * died. The queue keeps one job per push (singleton key, `exclusive` policy, queue.ts), so waking a
 * push that already has a job does nothing; that is what makes this safe at worker start, on a timer
 * and after each new push (decision 014's "jobs are wake-ups").
 * @returns jobs created
 */
export async function wakePushes(db: Database, jobs: JobQueue | undefined, pushId?: string): Promise<number> {
  if (!jobs) return 0;
  const rows = await db
    .select({ id: integrationPushes.id })
    .from(integrationPushes)
    .where(
      and(
        inArray(integrationPushes.state, ['queued', 'running']),
        pushId ? eq(integrationPushes.id, pushId) : undefined,
      ),
    );
  return jobs.sendEach(
    QUEUES.integrationPush,
    rows.map((r) => ({ key: r.id, data: { pushId: r.id } })),
  );
}
