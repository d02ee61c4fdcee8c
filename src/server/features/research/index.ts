/**
 * Prospect research (issue 15): facts from each prospect's own website, as citable passages. The
 * feature's public entry: its routes, its queue worker, the site fetcher (fetching a company's
 * website politely and safely, and turning its pages into passages) for other callers such as the CLI,
 * the research part of a batch's estimate, and what generation needs: research asked for a batch,
 * held back from writing until done, and the passages chosen for the brief.
 */
export { campaignResearchRoutes, prospectResearchRoutes } from './research.routes.ts';
export { estimateResearch, needsResearch } from './research-estimate.ts';
export { RESEARCH_CONCURRENCY, researchWorker } from './research-worker.ts';
export { researchUserAgent } from './research-deps.ts';
export { chooseSite } from './site-url.ts';
export { createExtractPool } from './extract-pool.ts';
export { createSiteFetcher, type SiteFetcher, type SiteFetcherOptions } from './site-fetcher.ts';
export type { PageResult, SiteResult } from './types.ts';
export { chooseSources, prospectSources, SOURCES_PER_EMAIL, type ResearchedPage } from './choose-sources.ts';
export { queueMissingResearch, researchForWriting, sendResearchJobs, UNFINISHED_RESEARCH } from './research-store.ts';
