import pLimit from 'p-limit';
import type { Research } from '#server/engine/rows/index.ts';
import type { AppEnv } from '#server/env.ts';
import {
  chooseSite,
  chooseSources,
  createExtractPool,
  createSiteFetcher,
  RESEARCH_CONCURRENCY,
  researchUserAgent,
  type SiteResult,
} from '#server/features/research/index.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import type { Brief } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';

/**
 * `--research website` for `npm run personalize` (issue 15, item 8): the app's research without the
 * database. The same fetcher — robots.txt, one request a second per host, the SSRF guard on every hop
 * (RESEARCH_ALLOW_PRIVATE as in the app), the time and size limits — and the same choice of passages
 * for the brief (choose-sources.ts). Each site is fetched once per run, however many rows name it
 * (kept in memory, not in the app's page cache); RESEARCH_CONCURRENCY sites at once, as a worker does,
 * pages extracted in worker threads (extract-pool.ts) beside the composer on the main thread.
 * @returns for each prospect, what research found, or undefined when there is no site to research
 */
export type CliResearch = {
  researchFor(prospect: ProspectData): Promise<Research | undefined>;
  /** Sites fetched and pages by outcome so far, for the summary. */
  stats: { sites: number; pages: number; skipped: number };
};

export function cliResearch(env: AppEnv, brief: Brief, options: { resolver?: Resolver | undefined } = {}): CliResearch {
  const fetcher = createSiteFetcher({
    userAgent: researchUserAgent(env),
    allowPrivate: env.RESEARCH_ALLOW_PRIVATE,
    ...(options.resolver ? { lookup: options.resolver } : {}),
    pool: createExtractPool(),
  });
  const limit = pLimit(RESEARCH_CONCURRENCY);
  const sites = new Map<string, Promise<SiteResult>>();
  const stats = { sites: 0, pages: 0, skipped: 0 };
  const fetchOnce = (url: string) => {
    let site = sites.get(url);
    if (!site) {
      site = limit(async () => {
        const result = await fetcher.fetchSite(url, { maxPages: brief.researchPages });
        stats.sites++;
        for (const page of result.pages) {
          if (page.skipped) stats.skipped++;
          else stats.pages++;
        }
        return result;
      });
      sites.set(url, site);
    }
    return site;
  };
  return {
    stats,
    async researchFor(prospect) {
      const site = chooseSite(prospect);
      if (site.url === null) return undefined;
      // The fetcher records each page's failure itself; a throw is ours (a bug), and costs this row its
      // research, not its e-mail.
      const found = await fetchOnce(site.url).catch(() => null);
      return found ? chooseSources(found.pages, brief) : undefined;
    },
  };
}
