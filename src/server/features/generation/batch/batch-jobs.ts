import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { QUEUES, type JobQueue } from '#server/jobs/queue.ts';

/**
 * Sends the job that moves provider batches on (decision 038), keyed by the batch's id: at most one
 * queued per batch (the queue's `short` policy), so a job can queue its own next poll while it runs.
 * `afterSec` delays it (the next status poll).
 * @returns jobs created
 */
export async function sendBatchJobs(jobs: JobQueue | undefined, batchIds: readonly string[], afterSec = 0) {
  if (!jobs || batchIds.length === 0) return 0;
  const startAfter = afterSec > 0 ? { startAfter: new Date(Date.now() + afterSec * 1000) } : {};
  return jobs.sendEach(
    QUEUES.providerBatch,
    batchIds.map((batchId) => ({ key: batchId, data: { batchId }, ...startAfter })),
  );
}

/**
 * The batch worker's wake-up: a job for every unfinished batch (`pending`, `uploaded`, `submitted`) not
 * touched for three poll intervals and a minute — its job was lost with a crashed process. A batch
 * whose job is merely waiting for its next poll is touched at every poll, so it is left alone.
 * @returns jobs created
 */
export async function wakeBatches(db: Database, jobs: JobQueue | undefined, pollSeconds: number) {
  const stale = pollSeconds * 3 + 60;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from provider_batches where state in ('pending', 'uploaded', 'submitted')
        and updated_at < now() - make_interval(secs => ${stale})`),
  );
  return sendBatchJobs(
    jobs,
    rows.map((row) => row.id),
  );
}
