import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users, type UserRow } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { isAdminRole } from '#shared/users.ts';

/**
 * What every admin write shares: one transaction, serialised with every other admin
 * write by a transaction-scoped advisory lock, and the acting admin read again inside it.
 *
 * Why a lock: "nobody demotes, suspends or deletes the last superadmin" is a rule about *other* rows.
 * Two transactions demoting two different superadmins would each count the other as still there and
 * both commit, leaving none (write skew; READ COMMITTED and even REPEATABLE READ allow it). Taking
 * one advisory lock first makes such writes run one after the other, and each counts what the previous
 * one committed. Admin writes are rare, so serialising them costs nothing that matters.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `work` in a transaction holding the admin-writes lock (released at commit or rollback). */
export function adminTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coldsmith:admin-writes'))`);
    return work(tx);
  });
}

/**
 * The acting admin as the database has them now, not as their session said when the request began:
 * an admin demoted or suspended a moment ago acts no more.
 * @throws AppError `forbidden` (403) when the actor is no longer an active admin or superadmin
 */
export async function loadActor(tx: Tx, actorId: string): Promise<UserRow> {
  const [actor] = await tx.select().from(users).where(eq(users.id, actorId));
  if (!actor || actor.status !== 'active' || !isAdminRole(actor.role)) throw new AppError('forbidden');
  return actor;
}

/** The target user, row-locked for the rest of the transaction. @throws AppError `not_found` (404) */
export async function loadTarget(tx: Tx, id: string): Promise<UserRow> {
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw new AppError('not_found', 'No user has this id.');
  return target;
}

/**
 * Refuses a change that would leave no active superadmin: `target` is one, and no other active
 * superadmin exists (DESIGN.md §4). Call inside `adminTransaction`.
 * @throws AppError `last_superadmin` (409)
 */
export async function keepOneSuperadmin(tx: Tx, target: UserRow): Promise<void> {
  if (target.role !== 'superadmin' || target.status !== 'active') return;
  const others = await tx.$count(
    users,
    and(eq(users.role, 'superadmin'), eq(users.status, 'active'), ne(users.id, target.id)),
  );
  if (others === 0)
    throw new AppError('last_superadmin', 'This is the last superadmin. Make another user superadmin first.');
}
