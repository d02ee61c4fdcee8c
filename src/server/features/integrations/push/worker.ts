import { z } from 'zod';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import { runPush } from './run-push.ts';
import type { PushContext } from './start-push.ts';
import { wakePushes } from './wake.ts';

/**
 * The push worker (decision 021), one job per push to a sending tool (`{pushId}`), run by every process
 * that runs workers (`npm start` in-process, `npm run worker` alone): one job per fetch, PUSH_CONCURRENCY
 * pushes at a time per process (each is paced by its tool's rate limit, not by us). A push that throws
 * fails its job, which the queue retries (queue.ts); the run resumes from its stored results.
 * Unfinished pushes are woken at start and every WAKE_INTERVAL_MS (wake.ts): that, with the rows as
 * the truth, is what resumes a push after a crash.
 */
export const PUSH_CONCURRENCY = 2;
/** Between wake-ups of unfinished pushes, in ms. */
export const WAKE_INTERVAL_MS = 60_000;

export const pushWorker = defineWorker({
  name: 'push',
  queue: QUEUES.integrationPush,
  payload: z.object({ pushId: z.guid() }),
  batch: 1,
  concurrency: PUSH_CONCURRENCY,
  handle: (ctx: PushContext, job) => runPush(ctx, job.data.pushId, job.signal),
  wake: { everyMs: WAKE_INTERVAL_MS, run: (ctx) => wakePushes(ctx.db, ctx.jobs) },
});
