import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { rowsOf } from '#server/db/rows.ts';
import { QUEUES, type Job, type JobResult, WORKER_POLLING } from '#server/jobs/queue.ts';
import { createGuardedFetch } from '#server/lib/ssrf-fetch.ts';
import { guardOptions, type WebhookContext } from './webhook-deps.ts';
import { deliverWebhook } from './deliver.ts';
import { storedDeliveries, wakeDeliveries } from './publish-event.ts';

/**
 * The webhook delivery workers of one process (`npm start` in-process, `npm run worker` alone):
 * - at most DELIVERY_CONCURRENCY attempts in flight per process, fetched in batches of FETCH_BATCH;
 * - every attempt through the SSRF-guarded fetch (ssrf-fetch.ts: the URL and the very address dialed
 *   are checked on every attempt, redirects are not followed), open to private addresses only under
 *   WEBHOOK_ALLOW_PRIVATE;
 * - the sweep (`sweepDeliveries`) at start and every SWEEP_INTERVAL_MS: jobs for due deliveries whose
 *   job was lost (a crash between storing a row and sending its job, or a worker killed mid-attempt
 *   whose hold ran out), which is what makes deliveries crash-safe.
 * @returns stop(): stops the sweep timer (the queue itself is stopped by its owner)
 */
export const DELIVERY_CONCURRENCY = 16;
export const FETCH_BATCH = 10;
export const SWEEP_INTERVAL_MS = 60_000;
/** Deliveries the sweep wakes per pass; a longer backlog is taken by the next passes. */
export const SWEEP_BATCH = 5_000;

/** The fetch deliveries use with this context's guard options. */
export const deliveryFetch = (ctx: WebhookContext) =>
  ctx.fetch ?? createGuardedFetch({ ...guardOptions(ctx), followRedirects: false });

export async function startWebhookWorker(ctx: WebhookContext): Promise<{ stop(): void }> {
  const jobs = ctx.jobs;
  if (!jobs) throw new Error('startWebhookWorker needs the job queue');
  const limit = pLimit(DELIVERY_CONCURRENCY);
  const send = deliveryFetch(ctx);
  await jobs.boss.work<{ deliveryId: string }>(
    QUEUES.deliverWebhook,
    {
      batchSize: FETCH_BATCH,
      localConcurrency: Math.ceil(DELIVERY_CONCURRENCY / FETCH_BATCH) + 1,
      ...WORKER_POLLING,
      perJobResults: true,
    },
    async (batch: Job<{ deliveryId: string }>[]): Promise<JobResult[]> =>
      Promise.all(
        batch.map((job) =>
          limit(async (): Promise<JobResult> => {
            try {
              await deliverWebhook({ ...ctx, send }, job.data.deliveryId);
              return { id: job.id, status: 'completed' };
            } catch (err) {
              ctx.logger.error(
                { err, deliveryId: job.data.deliveryId },
                'webhook delivery job failed; it will be retried',
              );
              return {
                id: job.id,
                status: 'failed',
                output: { message: err instanceof Error ? err.message : String(err) },
              };
            }
          }),
        ),
      ),
  );
  const sweep = () =>
    sweepDeliveries(ctx).catch((err: unknown) => ctx.logger.error({ err }, 'sweeping webhook deliveries failed'));
  await sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Sends a job for every pending delivery that is due and not held by a worker. Safe to repeat: a
 * delivery whose job still waits has the same job key (publish-event.ts), so nothing is added twice.
 * @returns deliveries woken
 */
export async function sweepDeliveries(ctx: Pick<WebhookContext, 'db' | 'jobs'>): Promise<number> {
  const rows = rowsOf<{ id: string; next_attempt_at: Date | string }>(
    await ctx.db.execute(sql`
      select id, next_attempt_at from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at limit ${SWEEP_BATCH}`),
  );
  await wakeDeliveries(ctx.jobs, storedDeliveries(rows));
  return rows.length;
}
