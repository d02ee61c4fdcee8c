import type { AppDeps } from '#server/app-deps.ts';

/** What the research feature needs: the app's deps (the queue and the DNS resolver optional). */
export type ResearchContext = Pick<AppDeps, 'db' | 'env' | 'logger' | 'jobs' | 'resolver'>;

/**
 * The User-Agent research sends (RFC 9110 §10.1.5): the product and version, and the instance's URL
 * for a site owner who wants to know who is fetching (a common crawler courtesy).
 */
export const researchUserAgent = (env: Pick<AppDeps['env'], 'BASE_URL'>) =>
  `Coldsmith/1.0 (+${env.BASE_URL ?? 'http://localhost'}; prospect research)`;
