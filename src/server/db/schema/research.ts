import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Passage, ResearchState, SkipReason } from '#shared/research.ts';
import { campaigns, prospects } from './campaigns.ts';
import { timestamps } from './columns.ts';

/**
 * Prospect research (issue 15, decision 033). `research_pages` caches what one URL gave when fetched
 * (its passages, or why it was skipped) for RESEARCH_TTL: public web pages, shared by every campaign
 * that researches the same site, so a site is not fetched again for each list it appears in.
 * `prospect_research` is one prospect's run: its state, its home page, and the pages it used, in order.
 */
export const researchPages = pgTable(
  'research_pages',
  {
    /** The URL as requested (normalised: no fragment). */
    url: text('url').primaryKey(),
    finalUrl: text('final_url'),
    status: integer('status'),
    contentType: text('content_type'),
    title: text('title'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** sha256 (hex) of the extracted text: a refresh that finds the same text keeps the passage ids. */
    contentHash: text('content_hash'),
    passages: jsonb('passages').$type<Passage[]>().default([]).notNull(),
    /** On a home page: the pages chosen from it, in order, with their titles (a later run reuses them). */
    links: jsonb('links').$type<{ url: string; text: string }[]>().default([]).notNull(),
    /** Hidden text, HTML comments and alt text that read like instructions (engine/rows/injection.ts judges them). */
    suspicious: jsonb('suspicious').$type<string[]>().default([]).notNull(),
    skippedReason: text('skipped_reason').$type<SkipReason>(),
    skippedDetail: text('skipped_detail'),
  },
  (t) => [index('research_pages_fetched_at_idx').on(t.fetchedAt)],
);

export const prospectResearch = pgTable(
  'prospect_research',
  {
    prospectId: uuid('prospect_id')
      .primaryKey()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    state: text('state').$type<ResearchState>().default('queued').notNull(),
    siteUrl: text('site_url'),
    reason: text('reason'),
    /** The pages researched, home page first (keys of research_pages). */
    pageUrls: jsonb('page_urls').$type<string[]>().default([]).notNull(),
    /** Re-fetch pages even when their cached copy is fresh (`POST …/research` with `refresh`). */
    refresh: boolean('refresh').default(false).notNull(),
    attempts: integer('attempts').default(0).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('prospect_research_campaign_id_state_idx').on(t.campaignId, t.state),
    check('prospect_research_state_check', sql`${t.state} in ('queued', 'researching', 'done', 'skipped', 'failed')`),
  ],
);

export type ResearchPageRow = typeof researchPages.$inferSelect;
export type ProspectResearchRow = typeof prospectResearch.$inferSelect;
