import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationProvider, PushLeadStatus, PushProvider, PushState } from '#shared/integrations.ts';
import { users } from './auth.ts';
import { campaigns, prospects } from './campaigns.ts';
import { timestamps } from './columns.ts';

/**
 * Integrations (docs/decisions/021). One connection per user and tool, its credential
 * encrypted with ENCRYPTION_KEY (lib/encryption.ts). A push is a row with its counts, and one result row
 * per prospect: the unique (push_id, prospect_id) index is what lets a resumed push skip every lead
 * already sent, whatever the job queue does (the rows are the truth, as in decision 014).
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<IntegrationProvider>().notNull(),
    /** The API key, token or webhook URL, AES-256-GCM (`v1.<iv>.<tag>.<ciphertext>`). */
    secretEncrypted: text('secret_encrypted').notNull(),
    secretMasked: text('secret_masked').notNull(),
    status: text('status').$type<'connected' | 'error'>().default('connected').notNull(),
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('integration_connections_user_id_provider_unique').on(t.userId, t.provider),
    check(
      'integration_connections_provider_check',
      sql`${t.provider} in ('instantly', 'smartlead', 'lemlist', 'hubspot', 'slack')`,
    ),
    check('integration_connections_status_check', sql`${t.status} in ('connected', 'error')`),
  ],
);

export const integrationPushes = pgTable(
  'integration_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PushProvider>().notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    targetCampaignId: text('target_campaign_id'),
    targetCampaignName: text('target_campaign_name'),
    state: text('state').$type<PushState>().default('queued').notNull(),
    total: integer('total').default(0).notNull(),
    // Added to in the same transaction as the result rows they count (push/record-results.ts).
    created: integer('created').default(0).notNull(),
    updated: integer('updated').default(0).notNull(),
    skipped: integer('skipped').default(0).notNull(),
    failed: integer('failed').default(0).notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('integration_pushes_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('integration_pushes_state_idx').on(t.state),
    check('integration_pushes_state_check', sql`${t.state} in ('queued', 'running', 'completed', 'failed')`),
  ],
);

export const integrationPushLeads = pgTable(
  'integration_push_leads',
  {
    /** Recording order; result lists page by it. */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pushId: uuid('push_id')
      .notNull()
      .references(() => integrationPushes.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    email: text('email'),
    status: text('status').$type<PushLeadStatus>().notNull(),
    detail: text('detail'),
    vendorId: text('vendor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('integration_push_leads_push_id_prospect_id_unique').on(t.pushId, t.prospectId),
    index('integration_push_leads_push_id_status_seq_idx').on(t.pushId, t.status, t.seq),
    check('integration_push_leads_status_check', sql`${t.status} in ('created', 'updated', 'skipped', 'failed')`),
  ],
);

export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;
export type IntegrationPushRow = typeof integrationPushes.$inferSelect;
