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
