import { z } from 'zod';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import { researchUserAgent, type ResearchContext } from './research-deps.ts';
import { claimResearchRuns, RESEARCH_STALE_MINUTES } from './research-run.ts';
import { sendResearchJobs, unfinishedResearch, wakeWaitingEmails } from './research-store.ts';
import { createExtractPool } from './extract-pool.ts';
import { createSiteFetcher } from './site-fetcher.ts';

/**
 * The research worker (issue 15), one job per prospect (`{prospectId}`), run by every process that
 * runs workers. RESEARCH_CONCURRENCY prospects at once per process: their sites are different hosts,
 * fetched in parallel, while the fetcher keeps one request a second per host (pacing.ts). A fetched
 * batch is claimed, and looked up in the page cache, in one statement each (research-run.ts); then
 * each prospect runs on its own, ~99 % of it waiting for its host's next second. Pages are extracted
 * in worker threads (extract-pool.ts) while the next page is fetched, so the main thread — the web
 * server's under `npm start` — keeps only the queue, the database and the HTTP client.
 * bench/research.ts, 200 prospects, 256 at once (decision 033, addenda): 6.7–7.8 s, 1.3–1.6 × the
 * pacing floor, the server's event-loop delay p99 67–110 ms. The wake-up at start and every
 * WAKE_INTERVAL_MS re-sends jobs for queued rows and runs whose worker died.
 */
export const RESEARCH_CONCURRENCY = 256;
/** Jobs per fetch: a poller fetches again once its whole batch is done, so one slow site holds few slots. */
export const FETCH_BATCH = 16;
export const WAKE_INTERVAL_MS = 60_000;

export const researchWorker = defineWorker({
  name: 'research',
  queue: QUEUES.researchProspect,
  payload: z.object({ prospectId: z.guid() }),
  batch: FETCH_BATCH,
  concurrency: Math.ceil(RESEARCH_CONCURRENCY / FETCH_BATCH) + 1,
  jobsInFlight: RESEARCH_CONCURRENCY,
  setup: (ctx: ResearchContext) => ({
    ...ctx,
    fetcher: createSiteFetcher({
      userAgent: researchUserAgent(ctx.env),
      allowPrivate: ctx.env.RESEARCH_ALLOW_PRIVATE,
      ...(ctx.resolver ? { lookup: ctx.resolver } : {}),
      // Extraction in worker threads, off the web server's event loop (extract-pool.ts).
      pool: createExtractPool(),
    }),
  }),
  // One claim for the batch, then each prospect on its own; then its e-mails that waited for it are
  // written (research-store.ts wakeWaitingEmails).
  handleBatch: async (ctx, jobs, settleEach) => {
    const runs = await claimResearchRuns(
      ctx,
      jobs.map((job) => job.data.prospectId),
    );
    return settleEach(jobs, async (job) => {
      await runs.get(job.data.prospectId)?.run();
      await wakeWaitingEmails(ctx.db, ctx.jobs, job.data.prospectId);
    });
  },
  wake: {
    everyMs: WAKE_INTERVAL_MS,
    run: async (ctx) => sendResearchJobs(ctx.jobs, await unfinishedResearch(ctx.db, RESEARCH_STALE_MINUTES)),
  },
});
