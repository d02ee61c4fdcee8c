import { and, eq, ne } from 'drizzle-orm';
import type { AuthSession } from '#server/auth/auth.ts';
import type { Database } from '#server/db/client.ts';
import { users, type UserRow } from '#server/db/schema/index.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import { isAdminRole, type AdminUser, type UpdateUser, type UserRole } from '#shared/users.ts';

/**
 * Changes a user's status or role (`PATCH /api/admin/users/:id`, DESIGN.md §4). Rules:
 * - admins manage regular users; only a superadmin grants or removes admin or superadmin, or changes
 *   an admin's or superadmin's status;
 * - the last active superadmin cannot be demoted, suspended or set pending;
 * - admins and superadmins are never pending: promoting a pending user also activates them, and
 *   setting an admin pending is refused.
 * @throws AppError `not_found` (404), `forbidden` (403), `last_superadmin` (409), `validation_failed` (400)
 */
export async function updateUser(db: Database, actor: AuthSession['user'], id: string, change: UpdateUser): Promise<AdminUser> {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw new AppError('not_found', 'No user has this id.');
  const actorRole = actor.role as UserRole;
  const nextRole = change.role ?? target.role;
  let nextStatus = change.status ?? target.status;

  const touchesPrivileged = isAdminRole(target.role) || isAdminRole(nextRole);
  if (touchesPrivileged && actorRole !== 'superadmin') {
    throw new AppError('forbidden', 'Only a superadmin can change an administrator or grant admin rights.');
  }
  if (isAdminRole(nextRole) && nextStatus === 'pending') {
    if (change.status === 'pending') throw validationError([{ path: 'status', message: 'Administrators cannot be pending.' }]);
    nextStatus = 'active';
  }
  const losesSuperadmin = target.role === 'superadmin' && (nextRole !== 'superadmin' || nextStatus !== 'active');
  if (losesSuperadmin && target.status === 'active') {
    const others = await db.$count(users, and(eq(users.role, 'superadmin'), eq(users.status, 'active'), ne(users.id, id)));
    if (others === 0) throw new AppError('last_superadmin', 'Make another user superadmin first.');
  }

  const [updated] = await db.update(users).set({ role: nextRole, status: nextStatus }).where(eq(users.id, id)).returning();
  return toAdminUser(updated!);
}

export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
