import { storedBriefSchema } from '#shared/brief.ts';
import type { ResearchContext } from './research-deps.ts';
import {
  claimResearch,
  finishResearch,
  freshPages,
  releaseResearch,
  savePages,
  type ClaimedResearch,
} from './research-store.ts';
import type { SiteFetcher } from './site-fetcher.ts';
import type { PageResult } from './types.ts';
import { chooseSite, type SiteChoice } from './site-url.ts';

/** Attempts before a prospect's research is `failed` (each a job the queue retries after an error). */
export const MAX_RESEARCH_ATTEMPTS = 3;
/** A `researching` row not touched for this long lost its worker: the wake-up takes it again. */
export const RESEARCH_STALE_MINUTES = 10;
const DAY_MS = 86_400_000;

/**
 * Prospects' research (issue 15, item 1), run by the research worker on each fetched batch: takes the
 * rows (another worker's live run is left alone; claimResearch), picks each site (site-url.ts), reuses
 * a site's pages when every one is cached and fresh (RESEARCH_TTL_DAYS; `refresh` skips the cache),
 * else fetches them (the fetcher's robots.txt, pacing, SSRF guard and limits) and caches them, the
 * home page with the pages chosen from it. The claim and the cache lookups are one statement each for
 * the whole batch; each prospect then runs on its own (`run`), so one slow site holds up no other.
 * A page that could not be used is stored with its reason; only an error of our own (the database)
 * throws: from the claim, for the batch (its rows are released, to be taken again), or from a run,
 * which the queue retries until MAX_RESEARCH_ATTEMPTS, then `failed`.
 * @returns the runs taken, by prospect id (a prospect absent had nothing to take)
 */
export async function claimResearchRuns(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  prospectIds: readonly string[],
): Promise<Map<string, ResearchRun>> {
  const claimed = await claimResearch(ctx.db, prospectIds, RESEARCH_STALE_MINUTES);
  try {
    const plans = [...claimed.values()].map((run) => ({
      run,
      site: chooseSite(run.prospect),
      maxPages: storedBriefSchema.parse(run.brief).researchPages,
    }));
    const cached = await cachedSites(
      ctx,
      plans.flatMap(({ run, site, maxPages }) => (site.url && !run.refresh ? [{ url: site.url, maxPages }] : [])),
    );
    return new Map(
      plans.map(({ run, site, maxPages }) => {
        const pageUrls = site.url && !run.refresh ? (cached.get(siteKey(site.url, maxPages)) ?? null) : null;
        return [run.prospectId, { run: () => researchOne(ctx, run, site, maxPages, pageUrls) }];
      }),
    );
  } catch (error) {
    await releaseResearch(ctx.db, [...claimed.keys()]);
    throw error;
  }
}

/** A claimed prospect's research, ready to run. `run()` rejects only for an error to retry. */
export type ResearchRun = { run(): Promise<void> };

/** Claims and runs the prospects' research at once (tests, and one-off runs outside the worker). */
export async function researchProspects(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  prospectIds: readonly string[],
): Promise<void> {
  const runs = await claimResearchRuns(ctx, prospectIds);
  await Promise.all([...runs.values()].map((research) => research.run()));
}

async function researchOne(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  run: ClaimedResearch,
  site: SiteChoice,
  maxPages: number,
  cachedPageUrls: string[] | null,
): Promise<void> {
  const { db } = ctx;
  const { prospectId } = run;
  try {
    if (site.url === null) return await finishResearch(db, prospectId, { state: 'skipped', reason: site.reason });
    const pageUrls = cachedPageUrls ?? (await fetchAndStore(ctx, site.url, maxPages));
    await finishResearch(db, prospectId, { state: 'done', siteUrl: site.url, pageUrls });
  } catch (error) {
    if (run.attempts < MAX_RESEARCH_ATTEMPTS) {
      await finishResearch(db, prospectId, { state: 'queued' });
      throw error;
    }
    ctx.logger.error({ err: error, prospectId }, 'research failed for good');
    await finishResearch(db, prospectId, { state: 'failed', reason: 'Research failed on our side; ask for it again.' });
  }
}

/** A site as a run asks for it: two campaigns may ask one site for different numbers of pages. */
const siteKey = (url: string, maxPages: number) => `${maxPages} ${url}`;

/**
 * Of the sites asked for, those whose home page and each page chosen from it (its first `maxPages`
 * links) are cached and fresh: their page URLs, home page first, by siteKey. Two queries for any
 * number of sites.
 */
async function cachedSites(
  ctx: ResearchContext,
  wanted: { url: string; maxPages: number }[],
): Promise<Map<string, string[]>> {
  const freshAfter = new Date(Date.now() - ctx.env.RESEARCH_TTL_DAYS * DAY_MS);
  const homes = await freshPages(
    ctx.db,
    wanted.map((site) => site.url),
    freshAfter,
  );
  const linkedOf = (site: { url: string; maxPages: number }) =>
    homes
      .get(site.url)!
      .links.slice(0, site.maxPages)
      .map((link) => link.url);
  const found = wanted.filter((site) => homes.has(site.url));
  const fresh = await freshPages(ctx.db, found.flatMap(linkedOf), freshAfter);
  return new Map(
    found.flatMap((site) => {
      const linked = linkedOf(site);
      return linked.every((url) => fresh.has(url)) ? [[siteKey(site.url, site.maxPages), [site.url, ...linked]]] : [];
    }),
  );
}

async function fetchAndStore(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  siteUrl: string,
  maxPages: number,
): Promise<string[]> {
  const { pages } = await ctx.fetcher.fetchSite(siteUrl, { maxPages });
  const [home, ...linked] = pages;
  // The home page keeps the pages chosen from it, so a later run can reuse the whole site (cachedSites).
  await savePages(
    ctx.db,
    pages.map((page) => toRow(page, page === home ? linked.map((p) => ({ url: p.url, text: p.title ?? '' })) : [])),
  );
  return pages.map((page) => page.url);
}

const toRow = (page: PageResult, links: { url: string; text: string }[]) => ({
  url: page.url,
  finalUrl: page.finalUrl,
  status: page.status,
  contentType: page.contentType,
  title: page.title,
  fetchedAt: new Date(page.fetchedAt),
  contentHash: page.contentHash,
  passages: page.passages.map(({ id, text }) => ({ id, text })),
  links,
  suspicious: page.suspicious,
  skippedReason: page.skipped?.reason ?? null,
  skippedDetail: page.skipped?.detail ?? null,
});
