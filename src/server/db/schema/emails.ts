import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EmailScore, EmailStatus, EmailVerdict, FactUsed } from '#shared/emails.ts';
import { campaigns, prospects } from './campaigns.ts';
import { providerBatches } from './batches.ts';
import { timestamps } from './columns.ts';

/**
 * One row per prospect × sequence step (docs/decisions/014): the unique (prospect_id, step) index is
 * what makes generation idempotent — queueing inserts with ON CONFLICT DO NOTHING, so re-running a
 * batch never makes a second e-mail. The row exists from the moment it is queued (`status = 'queued'`),
 * which is also what lets a restarted process find and resume unfinished work.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Queue order; lists page by it (it follows the prospects' import order within a batch). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    status: text('status').$type<EmailStatus>().default('queued').notNull(),
    subject: text('subject').default('').notNull(),
    opener: text('opener').default('').notNull(),
    body: text('body').default('').notNull(),
    score: jsonb('score').$type<EmailScore>(),
    /** `score.grade`, denormalised so the review table can filter and index on it. */
    grade: text('grade'),
    /** `score.verdict`, denormalised beside `grade` for the same reason (the review filter; migration 0010 backfilled it from the grade). */
    verdict: text('verdict').$type<EmailVerdict>(),
    flags: text('flags')
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    factsUsed: jsonb('facts_used').$type<FactUsed[]>().default([]).notNull(),
    model: text('model'),
    inputTokens: integer('input_tokens').default(0).notNull(),
    outputTokens: integer('output_tokens').default(0).notNull(),
    // numeric, not float: money. Null = the model's price is unknown (never 0 for "unknown").
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }),
    /** The provider's error after the engine's retries, kept for the reviewer (docs/decisions/013). */
    error: text('error'),
    /** A reviewer's regeneration instruction ("shorter"); used by the next generation only. */
    instruction: text('instruction'),
    /** Generations started for this row (crash retries and regenerations included). */
    attempts: integer('attempts').default(0).notNull(),
    /** When the current generation was claimed by a worker; null while queued. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** A queued row may not be claimed before this: the provider's Retry-After, when too long to wait in-process. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /**
     * The provider batch this row was sent in (overnight mode, decision 038): while set, the per-e-mail
     * claim and wake-up leave the row alone; the batch worker writes it or gives it back (null again).
     */
    batchId: uuid('batch_id').references(() => providerBatches.id, { onDelete: 'set null' }),
    /** When the draft was last written (progress rate and the dashboard chart count these). */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('emails_prospect_id_step_unique').on(t.prospectId, t.step),
    index('emails_campaign_id_seq_idx').on(t.campaignId, t.seq),
    index('emails_campaign_id_status_idx').on(t.campaignId, t.status),
    index('emails_generated_at_idx').on(t.generatedAt),
    index('emails_batch_id_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    check(
      'emails_status_check',
      sql`${t.status} in ('queued', 'generating', 'ready', 'approved', 'rejected', 'failed')`,
    ),
    check('emails_step_check', sql`${t.step} between 1 and 4`),
    check('emails_verdict_check', sql`${t.verdict} in ('send', 'edit', 'dont_send')`),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
