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
 *   fetched in batches (`fetchBatch`: batches of 1 took ten times as long, decision 014), about two
 *   rounds of calls held (`fetchPollers`), so one job's storing overlaps the next one's call;
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
 * (`fetchPollers`) still keep every call slot busy as one batch waits for its slowest call.
 * Smaller batches measured worse at 200 ms and C=32 (6 jobs: 91–92 % of the bare-call ceiling on
 * PGlite), larger ones too (16: 93–94 %): the claim and completion of 10 are short statements.
 */
export const fetchBatch = (concurrency: number) =>
  Math.min(concurrency, Math.max(FETCH_BATCH, Math.min(MAX_FETCH_BATCH, Math.ceil(concurrency / 4))));
/**
 * Fetched batches worked on at once (pg-boss `localConcurrency`) for `concurrency` provider calls:
 * enough to hold two rounds of calls, at least two batches. A batch settles only when its slowest
 * e-mail is stored, so the e-mails of a batch already answered wait for it, and the draft threads take
 * ~0.3 s (build) to ~0.5 s (sources) to start at a batch's first answers: holding ~1.5 rounds, as
 * before at C=32 (5 pollers of 10), left slots empty then (1 s without a call at a batch's start, 30.0
 * of 32 slots busy over the run), where two rounds keep them full (31.6–31.8; pipeline bench at
 * 200 ms, C=32: 90–93 % → 94–97 % of the bare-call ceiling; docs/decisions/037, second addendum).
 * Not more: every e-mail held is claimed, and one that waited less than STOP_CHECK_FRESH_MS for its
 * slot starts its call without reading its campaign's state again (claim.ts stopCheckpoint), so the
 * e-mails held beyond the calls in flight are what a budget can be overshot by (three batches of one
 * at AI_CONCURRENCY 1 wrote two e-mails past a $0.40 budget, webhooks/events.db.test.ts). A process
 * also holds up to a round more than it calls, which other processes cannot take at a batch's end.
 */
export const fetchPollers = (concurrency: number) =>
  Math.max(2, Math.ceil((2 * concurrency) / fetchBatch(concurrency)));
/** Between wake-ups of unfinished e-mails, in ms. */
export const WAKE_INTERVAL_MS = 60_000;

export const generationWorker = defineWorker({
  name: 'generation',
  queue: QUEUES.generateEmail,
  payload: z.object({ emailId: z.guid() }),
  batch: (ctx: GenerationContext) => fetchBatch(ctx.env.AI_CONCURRENCY),
  concurrency: (ctx: GenerationContext) => fetchPollers(ctx.env.AI_CONCURRENCY),
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
