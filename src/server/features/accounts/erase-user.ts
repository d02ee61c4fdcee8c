import { eq, sql } from 'drizzle-orm';
import type { Tx } from './user-writes.ts';
import { mailOutbox, users, verifications } from '#server/db/schema/index.ts';
import { forgetApiKeysOf } from '#server/features/api-keys/index.ts';
import { deleteCountersOf } from '#server/lib/rate-limit/db-store.ts';

/**
 * Removes a user and every row they own, inside the caller's transaction (docs/decisions/017):
 * the users row, which cascades to sessions, OAuth accounts, two-factor secrets, AI settings, API keys,
 * idempotency records, integration connections and pushes, webhook endpoints (and through them their
 * deliveries and attempts) and campaigns, and through campaigns to prospects and e-mails (the foreign
 * keys in src/server/db/schema); then what refers to the user without a foreign key — pending
 * verification tokens (password reset, `value` = the user id), mail sent to their address and the
 * rate-limit counters of the user and their keys. The audit log is the caller's decision.
 */
export async function eraseUser(tx: Tx, user: { id: string; email: string }): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.value, user.id));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${user.email.toLowerCase()}`);
  await deleteCountersOf(tx, user.id);
  await tx.delete(users).where(eq(users.id, user.id));
  // Their keys stop working in this process now, not when the verified-key cache expires (decision 036).
  forgetApiKeysOf(user.id);
}
