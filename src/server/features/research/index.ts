/**
 * The research feature's public entry (issue 15): fetching a prospect's company website politely and
 * safely, and turning its pages into citable passages. Plain data in and out; the tables, queue jobs
 * and routes that store and serve research are built on top of this.
 */
export {
  createSiteFetcher,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_PAGES,
  DEFAULT_TOTAL_TIMEOUT_MS,
  MAX_PAGES_LIMIT,
  type SiteFetcher,
  type SiteFetcherOptions,
} from './site-fetcher.ts';
export { createMemoryPacer, DEFAULT_MIN_INTERVAL_MS, type HostPacer } from './pacing.ts';
export { decodeHtml, extractPage, type Extracted } from './extract.ts';
export { PASSAGE_MAX_WORDS, PASSAGE_MIN_WORDS, passageId, toPassages } from './passages.ts';
export { ROBOTS_TOKEN } from './robots.ts';
export type { PageResult, Passage, SiteResult, SkipReason } from './types.ts';
