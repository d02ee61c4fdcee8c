import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import { users, type UserRow } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import type { BulkUpdateResult, BulkUpdateUsers } from '#shared/admin.ts';
import type { AdminUser, UpdateUser } from '#shared/users.ts';
import {
  adminTransaction,
  keepOneSuperadmin,
  loadActor,
  loadTarget,
  type Tx,
} from '#server/features/accounts/index.ts';
import { forgetApiKeysOf } from '#server/features/api-keys/index.ts';
import { writeAudit } from './audit.service.ts';
import { notifyApproved } from './notify-approved.ts';
import { assertNotSelf, auditRecordsFor, isApproval, losesSuperadmin, planChange } from './user-rules.ts';

/**
 * Changing users' status and role (DESIGN.md §4): `PATCH /api/admin/users/:id` and
 * `POST /api/admin/users/bulk`. Each runs in one `adminTransaction` (serialised with every other admin
 * write, so the last-superadmin rule holds under concurrency), writes its audit rows in it, and e-mails
 * the users it approved once it has committed.
 */
type Deps = Pick<AppDeps, 'db' | 'env' | 'logger'>;
type Applied = { user: AdminUser; approved: boolean };

/**
 * Changes one user's status and/or role. Rules: `planChange` (who may change whom; administrators are
 * never pending), `assertNotSelf` (not your own) and `keepOneSuperadmin`. A change to what the user already is writes nothing.
 * @param actorId - the signed-in admin's id (re-read inside the transaction)
 * @returns the user as it now is
 * @throws AppError `not_found` (404), `forbidden` (403), `last_superadmin` (409), `validation_failed` (400)
 */
export async function updateUser(deps: Deps, actorId: string, id: string, change: UpdateUser): Promise<AdminUser> {
  const result = await adminTransaction(deps.db, async (tx) =>
    applyChange(tx, await loadActor(tx, actorId), await loadTarget(tx, id), change, {}),
  );
  if (result.approved) await notifyApproved(deps, [result.user]);
  return result.user;
}

/**
 * Sets many users' status in one transaction, each under the same rules as `updateUser`, in the order
 * given (so suspending every superadmin stops at the last one). A user the rules refuse, or an unknown
 * id, is left as it was and listed in `skipped` with the refusal's code; the others are changed.
 * @returns `{updated, skipped}`; `updated` includes users already in that status (nothing written)
 * @throws AppError `forbidden` (403) when the actor is no longer an active admin
 */
export async function bulkUpdateUsers(deps: Deps, actorId: string, input: BulkUpdateUsers): Promise<BulkUpdateResult> {
  const outcome = await adminTransaction(deps.db, async (tx) => {
    const actor = await loadActor(tx, actorId);
    const result: BulkUpdateResult = { updated: [], skipped: [] };
    const approved: AdminUser[] = [];
    for (const id of input.ids) {
      try {
        const applied = await applyChange(
          tx,
          actor,
          await loadTarget(tx, id),
          { status: input.status },
          { bulk: true },
        );
        result.updated.push(applied.user);
        if (applied.approved) approved.push(applied.user);
      } catch (error) {
        // Rule refusals are thrown before any statement runs, so the transaction is still usable.
        if (!(error instanceof AppError)) throw error;
        result.skipped.push({ id, code: error.code, detail: error.message });
      }
    }
    return { result, approved };
  });
  if (outcome.approved.length > 0) await notifyApproved(deps, outcome.approved);
  return outcome.result;
}

async function applyChange(
  tx: Tx,
  actor: UserRow,
  target: UserRow,
  change: UpdateUser,
  details: Record<string, unknown>,
): Promise<Applied> {
  assertNotSelf(actor, target);
  const next = planChange(actor, target, change);
  if (next.role === target.role && next.status === target.status) return { user: toAdminUser(target), approved: false };
  if (losesSuperadmin(target, next)) await keepOneSuperadmin(tx, target);
  const [updated] = await tx.update(users).set(next).where(eq(users.id, target.id)).returning();
  // A suspended owner's keys are refused by this process at once, not when the verified-key cache
  // expires (decision 036; other processes within its 5 s).
  forgetApiKeysOf(target.id);
  await writeAudit(tx, actor, auditRecordsFor(target, next, details));
  return { user: toAdminUser(updated!), approved: isApproval(target, next) };
}

/** A users row as admins see it (`adminUserSchema`, shared/users.ts). */
export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
