import { QUEUES, type Job, WORKER_POLLING } from '#server/jobs/queue.ts';
import { runPush } from './run-push.ts';
import type { PushContext } from './start-push.ts';
import { wakePushes } from './wake.ts';

/**
 * The push workers of one process (`npm start` in-process, `npm run worker` alone): one job per push,
 * PUSH_CONCURRENCY pushes at a time per process (each is paced by its tool's rate limit, not by us).
 * Unfinished pushes are woken at start and every WAKE_INTERVAL_MS (wake.ts): that, with the rows as
 * the truth, is what resumes a push after a crash.
 * @returns stop(): stops the wake timer (the queue itself is stopped by its owner)
 */
export const PUSH_CONCURRENCY = 2;
export const WAKE_INTERVAL_MS = 60_000;

export async function startPushWorker(ctx: PushContext): Promise<{ stop(): void }> {
  const jobs = ctx.jobs;
  if (!jobs) throw new Error('startPushWorker needs the job queue');
  await jobs.boss.work<{ pushId: string }>(
    QUEUES.integrationPush,
    { batchSize: 1, localConcurrency: PUSH_CONCURRENCY, ...WORKER_POLLING },
    async ([job]: Job<{ pushId: string }>[]) => {
      if (!job) return;
      try {
        await runPush(ctx, job.data.pushId, job.signal);
      } catch (err) {
        ctx.logger.error({ err, pushId: job.data.pushId }, 'push job failed; it will be retried');
        throw err;
      }
    },
  );
  const wake = () =>
    wakePushes(ctx.db, jobs).catch((err: unknown) => ctx.logger.error({ err }, 'waking unfinished pushes failed'));
  await wake();
  const timer = setInterval(wake, WAKE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
