import type { AdminUser, UserRole } from '#shared/users.ts';

/**
 * What the signed-in admin may do to a user, mirroring the server's rules
 * (src/server/features/admin/user-rules.ts) so the page offers only what will be accepted. The server
 * still decides: a refused action shows its answer.
 * - a superadmin manages everyone (the last superadmin aside, which only the server can know);
 * - an admin manages regular users only, and grants no role;
 * - nobody suspends, re-roles, deletes or bulk-selects themselves here (the server refuses a change to
 *   one's own status or role; leaving is /account/deletion).
 */
export type Viewer = { id: string; role: UserRole };

export const canManage = (viewer: Viewer, user: Pick<AdminUser, 'role'>) =>
  viewer.role === 'superadmin' || user.role === 'user';

/** The admin's own row: shown, never acted on. */
export const isSelf = (viewer: Viewer, user: Pick<AdminUser, 'id'>) => user.id === viewer.id;

export const canChangeRole = (viewer: Viewer, user: Pick<AdminUser, 'id'>) =>
  viewer.role === 'superadmin' && !isSelf(viewer, user);

export const canDelete = (viewer: Viewer, user: Pick<AdminUser, 'id' | 'role'>) =>
  !isSelf(viewer, user) && canManage(viewer, user);

/** Whether the row can be ticked for a bulk action: never the viewer's own. */
export const canSelect = canDelete;
