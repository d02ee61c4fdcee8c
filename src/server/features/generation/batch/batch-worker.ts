import { z } from 'zod';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import type { GenerationContext } from '../generation-deps.ts';
import { campaignProviders } from '../provider-pool.ts';
import { draftStore } from '../store-drafts.ts';
import { advanceBatch } from './advance.ts';
import type { BatchContext } from './batch-context.ts';
import { wakeBatches } from './batch-jobs.ts';

/**
 * The provider-batch worker (overnight mode, decision 038): one job per step of a batch (`{batchId}`;
 * advance.ts), one job at a time per fetch and two at once per process — a batch's jobs are a few HTTP
 * calls each, its collection a few hundred scored drafts. Its wake-up re-sends the job of a batch whose
 * job was lost (batch-jobs.ts `wakeBatches`), every minute.
 */
export const batchWorker = defineWorker({
  name: 'provider batch',
  queue: QUEUES.providerBatch,
  payload: z.object({ batchId: z.guid() }),
  batch: 1,
  concurrency: 2,
  setup(ctx: GenerationContext): BatchContext {
    return {
      ...ctx,
      providers: campaignProviders(ctx),
      drafts: draftStore(ctx, { maxInFlight: ctx.env.DATABASE_URL ? 4 : 1 }),
    };
  },
  handle: (ctx, job) => advanceBatch(ctx, job.data.batchId),
  wake: { everyMs: 60_000, run: (ctx) => wakeBatches(ctx.db, ctx.jobs, ctx.env.AI_BATCH_POLL_SECONDS) },
});
