import { z } from 'zod';

/**
 * Prospect research (issue 15): facts from the prospect's own website, each passage stored with where
 * it came from, so a claim in an e-mail can cite it. Shapes of `GET /api/v1/prospects/:id/research`
 * and of the research settings of a brief.
 */

/** A brief's research setting: `off`, or the prospect's `website` (the row's, else its e-mail's domain). */
export const researchModes = ['off', 'website'] as const;
export type ResearchMode = (typeof researchModes)[number];

/** Pages fetched beyond the home page (about, product, customers, careers, news): issue 15's default N. */
export const DEFAULT_RESEARCH_PAGES = 3;

/** The fetcher's caps on one page (issue 15, item 2): bytes of body read, and ms for its whole exchange. */
export const RESEARCH_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RESEARCH_PAGE_TIMEOUT_MS = 15_000;
export const MAX_RESEARCH_PAGES = 10;

/**
 * A prospect's research as it runs: `queued` → `researching` → `done`; `skipped` when there is nothing to
 * research (no website and a free-mail or missing e-mail domain) and `failed` when the attempts ran out.
 */
export const researchStates = ['queued', 'researching', 'done', 'skipped', 'failed'] as const;
export type ResearchState = (typeof researchStates)[number];

/**
 * Why a page yielded no passages: robots.txt disallowed it (never requested), not HTML, past the size
 * cap, too slow, an HTTP error, no text without JavaScript, an address the SSRF guard refuses, or a
 * network failure.
 */
export const skipReasons = [
  'robots_disallowed',
  'not_html',
  'too_large',
  'timeout',
  'http_error',
  'no_text',
  'url_not_allowed',
  'network_error',
] as const;
export type SkipReason = (typeof skipReasons)[number];

export const passageSchema = z.object({
  /** Stable id: a hash of the page's URL and the passage's text (claims cite it). */
  id: z.string(),
  text: z.string(),
});
export type Passage = z.infer<typeof passageSchema>;

export const researchSourceSchema = z.object({
  url: z.string(),
  /** Where the redirects ended; null when nothing was requested (robots.txt, refused address). */
  finalUrl: z.string().nullable(),
  title: z.string().nullable(),
  /** HTTP status; null when there was no answer. */
  status: z.number().int().nullable(),
  fetchedAt: z.string(),
  skipped: z.object({ reason: z.enum(skipReasons), detail: z.string() }).nullable(),
  passages: z.array(passageSchema),
});
export type ResearchSource = z.infer<typeof researchSourceSchema>;

export const prospectResearchSchema = z.object({
  prospectId: z.string(),
  state: z.enum(researchStates),
  /** The home page researched; null when skipped for want of one. */
  siteUrl: z.string().nullable(),
  /** Why it was skipped or failed, in words; null otherwise. */
  reason: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  sources: z.array(researchSourceSchema),
});
export type ProspectResearch = z.infer<typeof prospectResearchSchema>;

/** `POST /api/v1/campaigns/:id/research`: all the campaign's prospects, or some; `refresh` re-fetches cached pages. */
export const researchRequestSchema = z.object({
  refresh: z.boolean().default(false),
  prospectIds: z.array(z.uuid()).min(1).max(100_000).optional(),
});
export type ResearchRequest = z.infer<typeof researchRequestSchema>;
export const researchResponseSchema = z.object({
  /** Prospects queued by this call (a run already in progress is left to finish). */
  queued: z.number().int(),
});
