import type { UserRow } from '#server/db/schema/index.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import type { AuditAction } from '#shared/admin.ts';
import { isAdminRole, type UpdateUser, type UserRole, type UserStatus } from '#shared/users.ts';
import type { AuditRecord } from './audit.service.ts';

/** A user's role and status, before or after a change. */
export type UserState = { role: UserRole; status: UserStatus };

/**
 * Who may change whom, and how (DESIGN.md §2, §4). Pure: the caller has read the actor and the target
 * inside its transaction; the last-superadmin rule, which needs a count, is `keepOneSuperadmin`
 * (accounts/user-writes.ts).
 * - Admins manage regular users. Only a superadmin grants or removes admin or superadmin, or changes an
 *   administrator's status; an admin cannot act on a superadmin or on another admin.
 * - Admins and superadmins are never pending: promoting a pending user also activates them, and setting
 *   an administrator pending is refused.
 * @returns the target's role and status after the change
 * @throws AppError `forbidden` (403), `validation_failed` (400, path `status`)
 */
export function planChange(actor: Pick<UserRow, 'role'>, target: UserRow, change: UpdateUser): UserState {
  const role = change.role ?? target.role;
  let status = change.status ?? target.status;
  assertMayManage(actor, target, role);
  if (isAdminRole(role) && status === 'pending') {
    if (change.status === 'pending')
      throw validationError([{ path: 'status', message: 'Administrators cannot be pending.' }]);
    status = 'active';
  }
  return { role, status };
}

/**
 * Refuses an admin acting on an administrator (or making one); a superadmin may act on anyone.
 * @throws AppError `forbidden` (403)
 */
export function assertMayManage(
  actor: Pick<UserRow, 'role'>,
  target: Pick<UserRow, 'role'>,
  nextRole: UserRole = target.role,
): void {
  if (actor.role === 'superadmin') return;
  if (target.role === 'superadmin') throw new AppError('forbidden', 'Only a superadmin can change a superadmin.');
  if (isAdminRole(target.role)) throw new AppError('forbidden', 'Only a superadmin can change an administrator.');
  if (isAdminRole(nextRole)) throw new AppError('forbidden', 'Only a superadmin can grant admin or superadmin.');
}

/**
 * Refuses an administrator changing their own status or role from the admin pages: a slip of the
 * hand would lock them out or strip their rights with nobody asked (docs/decisions/017). Another
 * administrator can; leaving altogether is /account/deletion.
 * @throws AppError `forbidden` (403)
 */
export function assertNotSelf(actor: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id'>): void {
  if (actor.id === target.id)
    throw new AppError('forbidden', 'You cannot change your own status or role. Ask another administrator.');
}

/** True when the change takes the target out of the active superadmins (`keepOneSuperadmin` must pass). */
export const losesSuperadmin = (target: UserState, next: UserState) =>
  target.role === 'superadmin' &&
  target.status === 'active' &&
  (next.role !== 'superadmin' || next.status !== 'active');

/** pending → active is an approval (it e-mails the user: notify-approved.ts). */
export const isApproval = (before: UserState, after: UserState) =>
  before.status === 'pending' && after.status === 'active';

function statusAction(from: UserStatus, to: UserStatus): AuditAction {
  if (from === 'pending' && to === 'active') return 'user.approved';
  if (to === 'suspended') return 'user.suspended';
  if (from === 'suspended' && to === 'active') return 'user.reinstated';
  return 'user.status_changed';
}

/** The audit rows for a change: one for the role, one for the status, each only if it changed. */
export function auditRecordsFor(target: UserRow, after: UserState, extra: Record<string, unknown> = {}): AuditRecord[] {
  const records: AuditRecord[] = [];
  if (after.role !== target.role)
    records.push({ action: 'user.role_changed', target, details: { from: target.role, to: after.role, ...extra } });
  if (after.status !== target.status)
    records.push({
      action: statusAction(target.status, after.status),
      target,
      details: { from: target.status, to: after.status, ...extra },
    });
  return records;
}
