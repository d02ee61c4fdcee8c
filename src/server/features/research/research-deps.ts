import type { AppDeps } from '#server/app-deps.ts';

/**
 * What the research feature needs: the app's deps (the queue and the DNS resolver optional), and the
 * fetcher's settings tests may tighten (pacing, timeouts).
 */
export type ResearchContext = Pick<AppDeps, 'db' | 'env' | 'logger' | 'jobs' | 'resolver'> & {
  /** ms between two requests to one host; default 1,000 (issue 15). */
  minIntervalMs?: number | undefined;
  /** ms for one page, redirects and body included; default 15,000 (issue 15). */
  totalTimeoutMs?: number | undefined;
};

/**
 * The User-Agent research sends (RFC 9110 §10.1.5): the product and version, and the instance's URL
 * for a site owner who wants to know who is fetching (a common crawler courtesy).
 */
export const researchUserAgent = (env: Pick<AppDeps['env'], 'BASE_URL'>) =>
  `Coldsmith/1.0 (+${env.BASE_URL ?? 'http://localhost'}; prospect research)`;
