import { z } from 'zod';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import { researchUserAgent, type ResearchContext } from './research-deps.ts';
import { RESEARCH_STALE_MINUTES, researchProspect } from './research-run.ts';
import { sendResearchJobs, unfinishedResearch, wakeWaitingEmails } from './research-store.ts';
import { createExtractPool } from './extract-pool.ts';
import { createSiteFetcher } from './site-fetcher.ts';

/**
 * The research worker (issue 15), one job per prospect (`{prospectId}`), run by every process that
 * runs workers. RESEARCH_CONCURRENCY prospects at once per process: their sites are different hosts,
 * fetched in parallel, while the fetcher keeps one request a second per host (pacing.ts). A prospect
 * spends ~99 % of its run waiting for its host's next second; its pages are extracted in worker
 * threads (extract-pool.ts), so the main thread — the web server's under `npm start` — keeps only
 * the queue, the database and the HTTP client. bench/research.ts, 200 prospects (decision 033,
 * addendum): 256 at once took 11.7 s with the server's p99 event-loop delay at 72 ms; 128 took 15.4 s
 * (100 ms), 32 took 31.4 s (49 ms) — all below the old 32's p99 without the pool (118–155 ms). The wake-up
 * at start and every WAKE_INTERVAL_MS re-sends jobs for queued rows and runs whose worker died.
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
      extract: createExtractPool().extract,
    }),
  }),
  // Then the prospect's e-mails that waited for it are written (research-store.ts wakeWaitingEmails).
  handle: async (ctx, job) => {
    await researchProspect(ctx, job.data.prospectId);
    await wakeWaitingEmails(ctx.db, ctx.jobs, job.data.prospectId);
  },
  wake: {
    everyMs: WAKE_INTERVAL_MS,
    run: async (ctx) => sendResearchJobs(ctx.jobs, await unfinishedResearch(ctx.db, RESEARCH_STALE_MINUTES)),
  },
});
