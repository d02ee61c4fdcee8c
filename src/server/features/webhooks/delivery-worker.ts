import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '#server/db/rows.ts';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import { createGuardedFetch } from '#server/lib/ssrf-fetch.ts';
import { guardOptions, type WebhookContext } from './webhook-deps.ts';
import { deliverWebhook } from './deliver.ts';
import { storedDeliveries, wakeDeliveries } from './publish-event.ts';

/**
 * The webhook delivery worker (decision 020), one job per delivery and due time (`{deliveryId}`), run
 * by every process that runs workers (`npm start` in-process, `npm run worker` alone):
 * - at most DELIVERY_CONCURRENCY attempts in flight per process, fetched in batches of FETCH_BATCH;
 * - every attempt through the SSRF-guarded fetch (ssrf-fetch.ts: the URL and the very address dialed
 *   are checked on every attempt, redirects are not followed), open to private addresses only under
 *   WEBHOOK_ALLOW_PRIVATE;
 * - each job settled on its own: an error (the database's; an endpoint's refusal is the delivery's
 *   own retry schedule, deliver.ts) retries that job only;
 * - the sweep (`sweepDeliveries`) at start and every SWEEP_INTERVAL_MS: jobs for due deliveries whose
 *   job was lost (a crash between storing a row and sending its job, or a worker killed mid-attempt
 *   whose hold ran out), which is what makes deliveries crash-safe.
 */
export const DELIVERY_CONCURRENCY = 16;
export const FETCH_BATCH = 10;
/** Between sweeps, in ms. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Deliveries the sweep wakes per pass; a longer backlog is taken by the next passes. */
export const SWEEP_BATCH = 5_000;

/** The fetch deliveries use with this context's guard options: `ctx.fetch` (tests), else the SSRF-guarded fetch, redirects not followed. */
export const deliveryFetch = (ctx: WebhookContext) =>
  ctx.fetch ?? createGuardedFetch({ ...guardOptions(ctx), followRedirects: false });

export const webhookWorker = defineWorker({
  name: 'webhook delivery',
  queue: QUEUES.deliverWebhook,
  payload: z.object({ deliveryId: z.guid() }),
  batch: FETCH_BATCH,
  concurrency: Math.ceil(DELIVERY_CONCURRENCY / FETCH_BATCH) + 1,
  jobsInFlight: DELIVERY_CONCURRENCY,
  setup: (ctx: WebhookContext) => ({ ...ctx, send: deliveryFetch(ctx) }),
  handle: (ctx, job) => deliverWebhook(ctx, job.data.deliveryId),
  wake: { everyMs: SWEEP_INTERVAL_MS, run: (ctx) => sweepDeliveries(ctx) },
});

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
