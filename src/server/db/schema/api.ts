import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apiKeyScopes, type ApiKeyScope } from '#shared/api-keys.ts';
import { users } from './auth.ts';

/**
 * The public API's own state (docs/decisions/019): API keys, rate-limit counters and
 * idempotency records. Counters and records live in the database because web processes scale out on
 * one PostgreSQL (DESIGN.md §3): a limit or a replay must hold whichever process answers.
 */

/**
 * API keys. Only the SHA-256 of a key is stored (`key_hash`, hex), never the key; `prefix` is the
 * part shown in lists. A revoked key keeps its row (so it is refused with a clear reason) until its
 * owner is deleted, with whom every key goes (cascade).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    requestCount: bigint('request_count', { mode: 'number' }).default(0).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_user_id_created_at_idx').on(t.userId, t.createdAt),
    // Fail closed at the bottom too: a key can only hold scopes this code knows, at least one.
    check(
      'api_keys_scopes_check',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(apiKeyScopes.map((s) => `'${s}'`).join(', '))}]::text[]`,
    ),
  ],
);

/**
 * Fixed-window request counters for hono-rate-limiter (lib/rate-limit/db-store.ts): one row
 * per limited subject (`api-key:<id>`, `expensive:<user id>`), reset in place when its window has
 * passed; rows whose window ended are deleted by the store's periodic clean-up.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * `Idempotency-Key` records (middleware/idempotency): the first answer to a POST, replayed for 24 h
 * to the same user sending the same key. `fingerprint` is the SHA-256 of method, path and body;
 * `state` is `running` until the first request has answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'running' | 'done'>().default('running').notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_id_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('running', 'done')`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
