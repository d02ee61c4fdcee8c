import { z } from 'zod';
import { createDraftPool } from '#server/engine/threads/draft-pool.ts';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import type { GenerationContext } from './generation-deps.ts';
import { campaignProviders } from './provider-pool.ts';
import { wakeUnfinished } from './wake.ts';
import { announceCompletion, stopAtBudget } from './announce.ts';
import { campaignStopCheck, claimEmails } from './claim.ts';
import { draftStore } from './store-drafts.ts';
import { writeEmail } from './write-email.ts';

/**
 * The generation worker (decision 014), one job per e-mail row (`{emailId}`), run by every process
 * that runs workers (`npm start` in-process, `npm run worker` alone):
 * - at most `AI_CONCURRENCY` provider calls in flight per process (provider-pool.ts `slot`); jobs are
 *   fetched in batches (`fetchBatch`: batches of 1 took ten times as long, decision 014), more
 *   than the slots, so one job's storing overlaps the next one's call;
 * - at most `AI_RPM` provider calls and `AI_TPM` tokens per minute per provider key across every
 *   process on the database, retries included (provider-budget.ts);
 * - one statement claims a fetched batch (claim.ts), one checks its campaigns' ends (announce.ts);
 * - each job settled on its own: one e-mail's database error retries that job only;
 * - unfinished rows woken at start and every WAKE_INTERVAL_MS (wake.ts), which is what resumes a
 *   batch after a crash or a lost job.
 */
export const FETCH_BATCH = 10;
/** The largest batch, whatever AI_CONCURRENCY: the claim's and the completion's statements stay small. */
export const MAX_FETCH_BATCH = 50;

/**
 * Jobs per fetch for `concurrency` provider calls at once: FETCH_BATCH (or fewer when fewer calls run),
 * and a quarter of the calls when that is more, up to MAX_FETCH_BATCH. Each batch costs four statements
 * (pg-boss's fetch and completion, the claim, the end-of-batch check; ~25 ms on PGlite for 10 e-mails,
 * pipeline bench), so at high concurrency larger batches take that off each e-mail, while the pollers
 * (`concurrency / batch + 1`) still keep every call slot busy as one batch waits for its slowest call.
 */
export const fetchBatch = (concurrency: number) =>
  Math.min(concurrency, Math.max(FETCH_BATCH, Math.min(MAX_FETCH_BATCH, Math.ceil(concurrency / 4))));
/** Between wake-ups of unfinished e-mails, in ms. */
export const WAKE_INTERVAL_MS = 60_000;

export const generationWorker = defineWorker({
  name: 'generation',
  queue: QUEUES.generateEmail,
  payload: z.object({ emailId: z.guid() }),
  batch: (ctx: GenerationContext) => fetchBatch(ctx.env.AI_CONCURRENCY),
  // One poller more than needed to hold `AI_CONCURRENCY` jobs: a batch settles only when its slowest
  // job is done, and the spare keeps slots busy meanwhile (twice as many measured no better).
  concurrency: (ctx: GenerationContext) => Math.ceil(ctx.env.AI_CONCURRENCY / fetchBatch(ctx.env.AI_CONCURRENCY)) + 1,
  burstWhenBatchFull: true,
  setup(ctx: GenerationContext) {
    const providers = campaignProviders(ctx);
    const isStopped = campaignStopCheck(ctx.db);
    // PGlite runs one statement at a time; on PostgreSQL a few of the pool's connections overlap.
    const drafts = draftStore(ctx, { maxInFlight: ctx.env.DATABASE_URL ? 4 : 1 });
    // Composing, checking and scoring in threads of their own; they start with the first batch.
    const engine = createDraftPool({ threads: ctx.engineThreads });
    return { ...ctx, write: { providers, isStopped, drafts, engine } };
  },
  async handleBatch(ctx, batch, settleEach) {
    ctx.write.engine.warm();
    const ids = batch.map((job) => job.data.emailId);
    const claims = await claimEmails(ctx.db, ids);
    const unclaimed = ids.filter((id) => !claims.has(id));
    if (unclaimed.length > 0) await stopAtBudget(ctx, unclaimed);
    const released: string[] = [];
    const results = await settleEach(batch, async (job) => {
      const claim = claims.get(job.data.emailId);
      if (claim && (await writeEmail(ctx, claim, ctx.write, job.signal)) === 'released') released.push(claim.id);
    });
    if (released.length > 0) await stopAtBudget(ctx, released);
    // After every e-mail of the batch committed (announce.ts). Should it throw, the whole batch is
    // retried: its stored rows are not claimed again, and the retry checks once more.
    await announceCompletion(ctx, ids);
    return results;
  },
  wake: { everyMs: WAKE_INTERVAL_MS, run: (ctx) => wakeUnfinished(ctx.db, ctx.jobs) },
});
