import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys, type IdempotencyKeyRow } from '#server/db/schema/index.ts';

/**
 * The `idempotency_keys` table's operations. A key is claimed by inserting its row (the unique index on
 * user and key makes the claim atomic across processes); the first answer is then stored on it, or
 * the row is deleted when the answer is not one to replay.
 */
/** How long a first answer is replayed (Stripe: keys "at least 24 hours old" may be removed). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A `running` record older than this belongs to a request that died with its process: it is taken over. */
export const RUNNING_TIMEOUT_MINUTES = 10;
/** Expired records are deleted at most this often per process, by whichever request comes next. */
export const CLEANUP_EVERY_MS = 10 * 60_000;

export type Claim =
  | { outcome: 'claimed'; id: string }
  | { outcome: 'replay'; record: IdempotencyKeyRow }
  | { outcome: 'reused' }
  | { outcome: 'in_progress' };

export type StoredAnswer = { status: number; headers: Record<string, string>; body: string | null };

const expired = sql`now() - ${IDEMPOTENCY_TTL_HOURS} * interval '1 hour'`;
const lastCleanup = new WeakMap<Database, number>();

/**
 * Claims `key` for this user and request, or says what the earlier request with it left:
 * its answer (`replay`), a different request (`reused`), or nothing yet (`in_progress`).
 */
export async function claimIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  await cleanupExpired(db);
  const t = idempotencyKeys;
  const mine = and(eq(t.userId, userId), eq(t.key, key));
  // Two passes at most: the second follows the removal of an expired or abandoned record.
  for (let pass = 0; pass < 2; pass++) {
    const [claimed] = await db
      .insert(t)
      .values({ userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ id: t.id });
    if (claimed) return { outcome: 'claimed', id: claimed.id };
    const stale = or(
      lt(t.createdAt, expired),
      and(eq(t.state, 'running'), lt(t.createdAt, sql`now() - ${RUNNING_TIMEOUT_MINUTES} * interval '1 minute'`)),
    );
    if ((await db.delete(t).where(and(mine, stale)).returning({ id: t.id })).length > 0) continue;
    const [record] = await db.select().from(t).where(mine);
    if (!record) continue;
    if (record.fingerprint !== fingerprint) return { outcome: 'reused' };
    return record.state === 'running' ? { outcome: 'in_progress' } : { outcome: 'replay', record };
  }
  return { outcome: 'in_progress' };
}

export async function completeIdempotencyKey(db: Database, id: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: answer.status,
      responseHeaders: answer.headers,
      responseBody: answer.body,
      completedAt: sql`now()`,
    })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees the key: the request may be sent again with it and will run again. */
export async function releaseIdempotencyKey(db: Database, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

async function cleanupExpired(db: Database) {
  const now = Date.now();
  if (now - (lastCleanup.get(db) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expired))
    .catch(() => {});
}
