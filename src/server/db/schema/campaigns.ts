import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Brief } from '#shared/brief.ts';
import type { CampaignStatus, ProviderId } from '#shared/campaigns.ts';
import type { GenerationState } from '#shared/generation.ts';
import type { ProspectFlag } from '#shared/prospects.ts';
import { users } from './auth.ts';
import { timestamps } from './columns.ts';

/**
 * Campaigns and their prospects. A campaign belongs to one user (deleted with them); a prospect to one
 * campaign. Ownership of a prospect is always checked through its campaign's `user_id`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brief: jsonb('brief').$type<Brief>().notNull(),
    provider: text('provider').$type<ProviderId>(),
    model: text('model'),
    // numeric, not float: money. Drizzle returns it as a string; the service converts.
    budgetUsd: numeric('budget_usd', { precision: 12, scale: 4 }),
    status: text('status').$type<CampaignStatus>().default('draft').notNull(),
    /** The batch's run state (GET …/progress derives `completed` from it and the e-mail counts). */
    generationState: text('generation_state').$type<GenerationState>().default('idle').notNull(),
    /** USD spent by this campaign's generations; added to atomically as each e-mail is written. */
    spentUsd: numeric('spent_usd', { precision: 12, scale: 6 }).default('0').notNull(),
    /**
     * When the running batch's last e-mail finished and `campaign.completed` was announced; null while a
     * batch runs. Setting it is conditional on it being null, so the event goes out once per batch.
     */
    batchCompletedAt: timestamp('batch_completed_at', { withTimezone: true }),
    /** When approved e-mails last left the app (a downloaded export of them, or a finished push): the campaign list's "Exported". */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('campaigns_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
    check('campaigns_status_check', sql`${t.status} in ('draft', 'active', 'archived')`),
    check(
      'campaigns_generation_state_check',
      sql`${t.generationState} in ('idle', 'running', 'paused', 'cancelled', 'budget_reached')`,
    ),
  ],
);

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order across imports: lists page by it (row numbers repeat from one file to the next). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Row number in the imported file as a spreadsheet shows it (header = 1); for a JSON array, its 1-based index. */
    row: integer('row'),
    /** Normalised (trimmed, lower-cased) e-mail; null when the row had none. */
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    company: text('company'),
    website: text('website'),
    linkedinUrl: text('linkedin_url'),
    industry: text('industry'),
    location: text('location'),
    notes: text('notes'),
    fields: jsonb('fields').$type<Record<string, string>>().default({}).notNull(),
    flags: jsonb('flags').$type<ProspectFlag[]>().default([]).notNull(),
    ...timestamps,
  },
  (t) => [
    // One prospect per e-mail per campaign; rows without an e-mail are never duplicates.
    uniqueIndex('prospects_campaign_id_email_unique')
      .on(t.campaignId, t.email)
      .where(sql`${t.email} is not null`),
    index('prospects_campaign_id_seq_idx').on(t.campaignId, t.seq),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type ProspectRow = typeof prospects.$inferSelect;
