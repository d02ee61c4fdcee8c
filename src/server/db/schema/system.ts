import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time claims that must be won by exactly one request across every process on the database, e.g.
 * `first_superadmin` for `POST /api/admin/initialize`. The primary key makes the claim atomic on
 * PGlite and on PostgreSQL alike, without holding a transaction across Better Auth's own writes.
 */
export const systemClaims = pgTable('system_claims', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * The provider call budget shared by every process on the database (issue 16, item 2;
 * features/generation/provider-budget.ts): per provider key (a hash, never the key itself), when its
 * next call may start at the earliest as far as AI_RPM (`next_at`) and AI_TPM (`tokens_at`) go, and
 * after any hold a 429 or the rate-limit headers asked for (`next_at`). Each call starts at the later
 * of the two and moves each on by its own interval.
 */
export const providerBudgets = pgTable('provider_budgets', {
  key: text('key').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true, precision: 3 }).notNull(),
  tokensAt: timestamp('tokens_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
});
