import type { Database } from '#server/db/client.ts';
import { eraseUser } from '#server/features/accounts/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { adminTransaction, keepOneSuperadmin, loadActor, loadTarget } from '#server/features/accounts/index.ts';
import { writeAudit } from './audit.service.ts';
import { assertMayManage } from './user-rules.ts';

/**
 * `DELETE /api/admin/users/:id` (DESIGN.md §4): an admin deletes a user and every row the user owns, in
 * one `adminTransaction`.
 *
 * Rules: an admin deletes regular users only (`assertMayManage`); nobody deletes the last active
 * superadmin (`keepOneSuperadmin`); nobody deletes themselves here — that is /account/deletion, which
 * asks for the e-mail and the second factor.
 *
 * What goes is `eraseUser`'s (the same as `DELETE /api/v1/me`). The audit log keeps every entry about
 * them (the ids are set null by the foreign keys; the e-mail stays, so the log still says who was
 * deleted and by whom), starting with `user.deleted`.
 * @throws AppError `not_found` (404), `forbidden` (403), `last_superadmin` (409)
 */
export async function deleteUser(db: Database, actorId: string, id: string): Promise<void> {
  await adminTransaction(db, async (tx) => {
    const actor = await loadActor(tx, actorId);
    const target = await loadTarget(tx, id);
    assertMayManage(actor, target);
    await keepOneSuperadmin(tx, target);
    if (target.id === actor.id)
      throw new AppError('forbidden', 'Delete your own account from the account deletion page.');
    await writeAudit(tx, actor, [
      { action: 'user.deleted', target, details: { name: target.name, role: target.role, status: target.status } },
    ]);
    await eraseUser(tx, target);
  });
}
