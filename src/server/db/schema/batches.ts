import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProviderBatchState } from '#shared/generation.ts';
import { campaigns } from './campaigns.ts';
import { timestamps } from './columns.ts';

/**
 * A provider batch (overnight mode, decision 038): the e-mails of one `POST …/generate {mode: 'batch'}`
 * sent to a provider's batch API (OpenAI's `/v1/batches`, or a compatible server's) at its batch price.
 * The e-mails stay the truth (decision 014): each row of the batch carries `emails.batch_id`, which keeps
 * the per-e-mail claim off it. This row is the state machine the batch worker's jobs move forward:
 * `pending` (rows marked, nothing sent) → `uploaded` (input file at the provider) → `submitted` (the
 * provider's batch id recorded) → `done` | `expired` | `failed` | `cancelled` | `unsupported` (no batch
 * API: the e-mails went to normal calls). The provider, base URL and model are those resolved when the
 * batch was queued, so a settings change mid-batch does not send a poll to another server.
 */
export const providerBatches = pgTable(
  'provider_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    state: text('state').$type<ProviderBatchState>().default('pending').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    /** Null for OpenAI itself (the SDK's default URL); includes the version path otherwise. */
    baseUrl: text('base_url'),
    inputFileId: text('input_file_id'),
    providerBatchId: text('provider_batch_id'),
    outputFileId: text('output_file_id'),
    errorFileId: text('error_file_id'),
    /** The provider's `request_counts` at the last poll: `{total, completed, failed}`. */
    requestCounts: jsonb('request_counts').$type<{ total: number; completed: number; failed: number }>(),
    /** Status polls made so far. */
    polls: integer('polls').default(0).notNull(),
    /** Why the batch ended as it did (the provider's words), or why it fell back to normal calls. */
    note: text('note'),
    /** Set by cancel: the job asks the provider to cancel, then collects what was finished. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('provider_batches_campaign_id_idx').on(t.campaignId),
    check(
      'provider_batches_state_check',
      sql`${t.state} in ('pending', 'uploaded', 'submitted', 'done', 'expired', 'failed', 'cancelled', 'unsupported')`,
    ),
  ],
);

export type ProviderBatchRow = typeof providerBatches.$inferSelect;
