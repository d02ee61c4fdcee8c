import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ResearchEstimate } from '#shared/generation.ts';
import { DEFAULT_MIN_INTERVAL_MS } from './pacing.ts';
import { RESEARCH_CONCURRENCY } from './research-worker.ts';

/**
 * The research part of a batch's estimate (issue 15; decision 033), for a brief with research on:
 *
 *   requests per site = 1 robots.txt + 1 home page + researchPages
 *   fetches           = prospects × requests per site
 *   durationSec       = ⌈prospects / RESEARCH_CONCURRENCY⌉ × requests per site × 1 s
 *
 * Where each term comes from:
 * - robots.txt is read once per site before its first page (robots.ts, RFC 9309), then the home page,
 *   then up to `researchPages` pages linked from it (site-fetcher.ts `fetchSite`, one after another);
 * - one request a second per host, robots.txt included (pacing.ts DEFAULT_MIN_INTERVAL_MS), so a site
 *   takes a second per request: most pages answer within that second, so the pacing, not the page, is
 *   the bound (a page may take up to the 15 s timeout, which this does not expect);
 * - RESEARCH_CONCURRENCY prospects at once per worker process (research-worker.ts), each a different
 *   host, so sites run in parallel rounds of that many.
 * Both figures are the most the batch asks for: a site linking fewer pages, robots.txt refusing one,
 * or a prospect with no site at all (skipped) fetches less. Prospects whose research is done and whose
 * home page is still cached (RESEARCH_TTL_DAYS) are not counted (`needsResearch`).
 */
export function estimateResearch(input: {
  prospects: number;
  researchPages: number;
  concurrency?: number;
  intervalMs?: number;
}): ResearchEstimate {
  const { prospects, researchPages } = input;
  const concurrency = input.concurrency ?? RESEARCH_CONCURRENCY;
  const intervalSec = (input.intervalMs ?? DEFAULT_MIN_INTERVAL_MS) / 1000;
  const perSite = 2 + researchPages;
  return {
    prospects,
    fetches: prospects * perSite,
    durationSec: Math.ceil(Math.ceil(prospects / concurrency) * perSite * intervalSec),
  };
}

/**
 * The condition "this prospect's website would be fetched": its research is not done, or is done but
 * its home page's cached copy is older than `ttlDays` (a fresh one is reused without a request,
 * research-run.ts). The pages linked from the home page are taken to be as fresh as it is.
 * @param prospectId - the prospects' id column, or `sql\`p.id\`` inside a raw query
 */
export const needsResearch = (prospectId: SQLWrapper, ttlDays: number): SQL =>
  sql`not exists (select 1 from prospect_research r join research_pages h on h.url = r.site_url
    where r.prospect_id = ${prospectId} and r.state = 'done'
      and h.fetched_at > now() - make_interval(days => ${ttlDays}))`;
