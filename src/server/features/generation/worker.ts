import { loadLanguageModel } from '#server/engine/index.ts';
import { QUEUES, type Job, type JobResult, WORKER_POLLING } from '#server/jobs/queue.ts';
import type { GenerationContext } from './generation-deps.ts';
import { campaignProviders } from './provider-pool.ts';
import { wakeUnfinished } from './wake.ts';
import { announceCompletion, stopAtBudget } from './announce.ts';
import { claimEmails } from './claim.ts';
import { writeEmail } from './write-email.ts';

/**
 * The generation workers of one process (`npm start` in-process, `npm run worker` alone):
 * - at most `AI_CONCURRENCY` provider calls in flight per process (providers.ts `slot`); jobs are
 *   fetched in batches of up to 10 (STACK-NOTES.md: batchSize 1 made four pollers take 25 s for 200
 *   jobs; 10 took 2.6 s), more than the slots, so one job's storing overlaps the next one's call;
 * - at most `AI_RPM` provider calls per minute per provider key in this process (providers.ts);
 * - one statement claims a fetched batch (claim.ts), one checks its campaigns' ends (announce.ts);
 * - each job settled on its own (`perJobResults`): one e-mail's database error retries that job only;
 * - unfinished rows woken at start and every WAKE_INTERVAL_MS (wake.ts), which is what resumes a
 *   batch after a crash or a lost job.
 * @returns stop(): stops the wake timer (the queue itself is stopped by its owner)
 */
export const FETCH_BATCH = 10;
export const WAKE_INTERVAL_MS = 60_000;

export async function startGenerationWorker(ctx: GenerationContext): Promise<{ stop(): void }> {
  const jobs = ctx.jobs;
  if (!jobs) throw new Error('startGenerationWorker needs the job queue');
  const concurrency = ctx.env.AI_CONCURRENCY;
  const providers = campaignProviders(ctx);
  // The grounding check's language model loads in ~150 ms that block the event loop: now, not in the
  // middle of the first batch, where it would hold up every call in flight.
  loadLanguageModel();

  await jobs.boss.work<{ emailId: string }>(
    QUEUES.generateEmail,
    {
      batchSize: Math.min(FETCH_BATCH, concurrency),
      // One poller more than needed to hold `concurrency` jobs: a batch settles only when its slowest
      // job is done, and the spare keeps slots busy meanwhile (twice as many measured no better).
      localConcurrency: Math.ceil(concurrency / FETCH_BATCH) + 1,
      ...WORKER_POLLING,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (batch: Job<{ emailId: string }>[]): Promise<JobResult[]> => {
      const ids = batch.map((job) => job.data.emailId);
      const claims = await claimEmails(ctx.db, ids);
      const unclaimed = ids.filter((id) => !claims.has(id));
      if (unclaimed.length > 0) await stopAtBudget(ctx, unclaimed);
      const released: string[] = [];
      const results = await Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          const claim = claims.get(job.data.emailId);
          try {
            if (claim && (await writeEmail(ctx, claim, providers, job.signal)) === 'released') released.push(claim.id);
            return { id: job.id, status: 'completed' };
          } catch (err) {
            ctx.logger.error({ err, emailId: job.data.emailId }, 'generation job failed; it will be retried');
            return {
              id: job.id,
              status: 'failed',
              output: { message: err instanceof Error ? err.message : String(err) },
            };
          }
        }),
      );
      if (released.length > 0) await stopAtBudget(ctx, released);
      // After every e-mail of the batch committed (announce.ts). Should it throw, the whole batch is
      // retried: its stored rows are not claimed again, and the retry checks once more.
      await announceCompletion(ctx, ids);
      return results;
    },
  );

  const wake = () =>
    wakeUnfinished(ctx.db, jobs).catch((err: unknown) => ctx.logger.error({ err }, 'waking unfinished e-mails failed'));
  await wake();
  const timer = setInterval(wake, WAKE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
