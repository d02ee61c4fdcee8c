import { eq } from 'drizzle-orm';
import { campaigns, prospects } from '#server/db/schema/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import type { ResearchContext } from './research-deps.ts';
import { claimResearch, finishResearch, freshPages, savePage } from './research-store.ts';
import type { SiteFetcher } from './site-fetcher.ts';
import type { PageResult } from './types.ts';
import { chooseSite } from './site-url.ts';

/** Attempts before a prospect's research is `failed` (each a job the queue retries after an error). */
export const MAX_RESEARCH_ATTEMPTS = 3;
/** A `researching` row not touched for this long lost its worker: the wake-up takes it again. */
export const RESEARCH_STALE_MINUTES = 10;
const DAY_MS = 86_400_000;

/**
 * One prospect's research (issue 15, item 1), run by the research worker: takes the row (another
 * worker's live run is left alone), picks the site (site-url.ts), reuses the site's pages when every
 * one is cached and fresh (RESEARCH_TTL_DAYS; `refresh` skips the cache), else fetches them (the
 * fetcher's robots.txt, pacing, SSRF guard and limits) and caches each, the home page with the
 * pages chosen from it. A page that could not be used is stored with its reason; only an error of our
 * own (the database) throws, which the queue retries until MAX_RESEARCH_ATTEMPTS, then `failed`.
 */
export async function researchProspect(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  prospectId: string,
): Promise<void> {
  const { db } = ctx;
  const run = await claimResearch(db, prospectId, RESEARCH_STALE_MINUTES);
  if (!run) return;
  try {
    const [found] = await db
      .select({ prospect: prospects, brief: campaigns.brief })
      .from(prospects)
      .innerJoin(campaigns, eq(campaigns.id, prospects.campaignId))
      .where(eq(prospects.id, prospectId));
    if (!found) return;
    const site = chooseSite(found.prospect);
    if (site.url === null) return await finishResearch(db, prospectId, { state: 'skipped', reason: site.reason });
    const { researchPages: maxPages } = storedBriefSchema.parse(found.brief);
    const freshAfter = new Date(Date.now() - ctx.env.RESEARCH_TTL_DAYS * DAY_MS);
    const cached = run.refresh ? null : await cachedSite(ctx, site.url, freshAfter, maxPages);
    const pageUrls = cached ?? (await fetchAndStore(ctx, site.url, maxPages));
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

/** The site's page URLs, home page first, when the home page and each page chosen from it are fresh. */
async function cachedSite(
  ctx: ResearchContext,
  siteUrl: string,
  freshAfter: Date,
  maxPages: number,
): Promise<string[] | null> {
  const home = (await freshPages(ctx.db, [siteUrl], freshAfter)).get(siteUrl);
  if (!home) return null;
  const linked = home.links.slice(0, maxPages).map((link) => link.url);
  const fresh = await freshPages(ctx.db, linked, freshAfter);
  return linked.every((url) => fresh.has(url)) ? [home.url, ...linked] : null;
}

async function fetchAndStore(
  ctx: ResearchContext & { fetcher: SiteFetcher },
  siteUrl: string,
  maxPages: number,
): Promise<string[]> {
  const { pages } = await ctx.fetcher.fetchSite(siteUrl, { maxPages });
  const [home, ...linked] = pages;
  // The home page keeps the pages chosen from it, so a later run can reuse the whole site (cachedSite).
  for (const page of pages)
    await savePage(ctx.db, toRow(page, page === home ? linked.map((p) => ({ url: p.url, text: p.title ?? '' })) : []));
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
