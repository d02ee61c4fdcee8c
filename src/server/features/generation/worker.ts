import { z } from 'zod';
import { createDraftPool } from '#server/engine/threads/index.ts';
import { createCallThread } from '#server/lib/call-thread/call-thread.ts';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import type { GenerationContext } from './generation-deps.ts';
import { campaignProviders } from './provider-pool.ts';
import { wakeUnfinished } from './wake.ts';
import { announceCompletion, stopAtBudget } from './announce.ts';
import { campaignStopCheck, claimEmails, STOP_CHECK_FRESH_MS } from './claim.ts';
import { draftStore } from './store-drafts.ts';
import { writeEmail } from './write-email.ts';

/**
 * The generation worker (decision 014), one job per e-mail row (`{emailId}`), run by every process
 * that runs workers (`npm start` in-process, `npm run worker` alone):
 * - at most `AI_CONCURRENCY` provider calls in flight per process (sent from the call thread,
 *   lib/call-thread, or, for a metered key, in provider-pool.ts `slot`); jobs are
 *   fetched in batches (`fetchBatch`: batches of 1 took ten times as long, decision 014), two to
 *   three rounds of calls held (`fetchPollers`), so one job's storing overlaps the next one's call;
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
 * two batches while one batch is a round of calls (AI_CONCURRENCY ≤ FETCH_BATCH: one in flight, one
 * in hand), and three rounds' worth when several batches make a round. A batch settles only when its
 * slowest e-mail is stored, so the e-mails of a batch already answered wait for it; with the calls in
 * the call thread's line (lib/call-thread) nothing else held them back, and the line ran dry a tenth
 * of the time with two rounds held (30.7 of 32 calls open on average), never with three (31.3; pipeline
 * bench at 200 ms, C=32, PGlite: 96.0 → 97.9 % of the bare-call ceiling; docs/decisions/037, third
 * addendum). Not more at small concurrency: every e-mail held is claimed, and a call starts without
 * a read of its own while its campaign's all-clear is under STOP_CHECK_FRESH_MS old (claim.ts), so
 * with answers as fast as a local server's, the e-mails held beyond the calls in flight are what a
 * budget can be overshot by (three batches of one at AI_CONCURRENCY 1 wrote two e-mails past a $0.40
 * budget, webhooks/events.db.test.ts). A process also holds up to two rounds more than it calls,
 * which other processes cannot take at a batch's end.
 */
export const fetchPollers = (concurrency: number) =>
  concurrency <= FETCH_BATCH ? 2 : Math.ceil((3 * concurrency) / fetchBatch(concurrency));
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
    // The provider calls themselves in a thread of their own, AI_CONCURRENCY at once (write-email.ts).
    const calls = createCallThread({
      concurrency: ctx.env.AI_CONCURRENCY,
      freshMs: STOP_CHECK_FRESH_MS,
      refresh: async (campaignId) => !(await isStopped(campaignId)),
    });
    // Started now when the env names a provider: it takes 0.1–0.3 s to load Node's fetch, which the
    // first batch's first calls would otherwise wait for (the users' own keys start it at their first call).
    if (ctx.env.AI_PROVIDER !== 'offline') calls.warm();
    return { ...ctx, write: { providers, isStopped, drafts, engine, calls } };
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
