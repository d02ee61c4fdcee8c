import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, DeliveryType, DisabledReason, WebhookEventType } from '#shared/webhooks.ts';
import { users } from './auth.ts';
import { timestamps } from './columns.ts';

/**
 * Webhooks (docs/decisions/020). An endpoint belongs to one user (deleted with them);
 * a delivery is one event for one endpoint (deleted with it); an attempt is one HTTP request of a
 * delivery. The delivery row is the truth about what is left to send, a queue job only wakes it
 * (decision 014's pattern).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').default('').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** The signing secret (`whsec_…`), AES-256-GCM-encrypted (lib/encryption.ts): we sign with it, so it cannot be a hash. */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The secret before the last rotation, still signing until `previous_secret_expires_at`. */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').default(true).notNull(),
    disabledReason: text('disabled_reason').$type<DisabledReason>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Start of the current run of failed attempts; null after any success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_endpoints_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('webhook_endpoints_disabled_reason_check', sql`${t.disabledReason} in ('manual', 'failing', 'gone')`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header (`msg_…`): one per event, the same on every attempt, replay and endpoint. */
    eventId: text('event_id').notNull(),
    type: text('type').$type<DeliveryType>().notNull(),
    /** The payload's `data`; with `type` and `occurred_at` it is the body `{type, timestamp, data}`. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).defaultNow().notNull(),
    status: text('status').$type<DeliveryStatus>().default('pending').notNull(),
    attemptCount: integer('attempt_count').default(0).notNull(),
    /** When the next attempt is due; null once succeeded or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** A worker holds the delivery until then while it sends (a crashed worker's hold simply runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by a replay: the next attempt is the owner's, not the schedule's. */
    replayRequested: boolean('replay_requested').default(false).notNull(),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_endpoint_id_created_at_idx').on(t.endpointId, t.createdAt, t.id),
    // The sweep's scan: due pending deliveries only.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null when nothing answered (timeout, refused connection or address). */
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** The answer's first 1 KB, as text. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
    trigger: text('trigger').$type<'scheduled' | 'replay'>().default('scheduled').notNull(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_id_idx').on(t.deliveryId, t.startedAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
