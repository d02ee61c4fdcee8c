import pLimit from 'p-limit';
import { QUEUES, type Job, type JobResult } from '#server/jobs/queue.ts';
import type { GenerationContext } from './context.ts';
import { campaignProviders } from './providers.ts';
import { wakeUnfinished } from './wake.ts';
import { writeEmail } from './write-email.ts';

/**
 * The generation workers of one process (`npm start` in-process, `npm run worker` alone):
 * - at most `AI_CONCURRENCY` e-mails in flight per process (p-limit), fetched in batches of up to 10
 *   jobs (STACK-NOTES.md: batchSize 1 made four pollers take 25 s for 200 jobs; 10 took 2.6 s);
 * - at most `AI_RPM` provider calls per minute per provider key in this process (providers.ts);
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
  const limit = pLimit(concurrency);
  const providers = campaignProviders(ctx);

  await jobs.boss.work<{ emailId: string }>(
    QUEUES.generateEmail,
    {
      batchSize: Math.min(FETCH_BATCH, concurrency),
      // One poller more than needed to hold `concurrency` jobs: a batch settles only when its slowest
      // job is done, and the spare keeps slots busy meanwhile (twice as many measured no better).
      localConcurrency: Math.ceil(concurrency / FETCH_BATCH) + 1,
      pollingIntervalSeconds: 0.5,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (batch: Job<{ emailId: string }>[]): Promise<JobResult[]> =>
      Promise.all(
        batch.map((job) =>
          limit(async (): Promise<JobResult> => {
            try {
              await writeEmail(ctx, job.data.emailId, providers, job.signal);
              return { id: job.id, status: 'completed' };
            } catch (err) {
              ctx.logger.error({ err, emailId: job.data.emailId }, 'generation job failed; it will be retried');
              return { id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } };
            }
          }),
        ),
      ),
  );

  const wake = () => wakeUnfinished(ctx.db, jobs).catch((err: unknown) => ctx.logger.error({ err }, 'waking unfinished e-mails failed'));
  await wake();
  const timer = setInterval(wake, WAKE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
