import { z } from 'zod';
import { defineWorker } from '#server/jobs/define-worker.ts';
import { QUEUES } from '#server/jobs/queue.ts';
import { researchUserAgent, type ResearchContext } from './research-deps.ts';
import { RESEARCH_STALE_MINUTES, researchProspect } from './research-run.ts';
import { sendResearchJobs, unfinishedResearch } from './research-store.ts';
import { createSiteFetcher } from './site-fetcher.ts';

/**
 * The research worker (issue 15), one job per prospect (`{prospectId}`), run by every process that
 * runs workers. RESEARCH_CONCURRENCY prospects at once per process: their sites are different hosts,
 * fetched in parallel, while the fetcher keeps one request a second per host (pacing.ts). A prospect
 * spends ~99 % of its run waiting for its host's next second, so the number is sized for the waiting:
 * at 32, 200 prospects took 6.5 × the pacing floor with the main thread idle 60 % of the run; 128
 * keep about one core busy with their own work (decision 033, addendum; bench/research.ts). The
 * wake-up at start and every WAKE_INTERVAL_MS re-sends jobs for queued rows and runs whose worker died.
 */
export const RESEARCH_CONCURRENCY = 128;
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
    }),
  }),
  handle: (ctx, job) => researchProspect(ctx, job.data.prospectId),
  wake: {
    everyMs: WAKE_INTERVAL_MS,
    run: async (ctx) => sendResearchJobs(ctx.jobs, await unfinishedResearch(ctx.db, RESEARCH_STALE_MINUTES)),
  },
});
