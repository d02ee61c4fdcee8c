import type { AdminUser, UserRole } from '#shared/users.ts';

/**
 * What the signed-in admin may do to a user, mirroring the server's rules
 * (src/server/features/admin/user-rules.ts) so the page offers only what will be accepted. The server
 * still decides: a refused action shows its answer.
 * - a superadmin manages everyone (the last superadmin aside, which only the server can know);
 * - an admin manages regular users only, and grants no role;
 * - nobody deletes themselves here (that is /account/deletion).
 */
export type Viewer = { id: string; role: UserRole };

export const canManage = (viewer: Viewer, user: Pick<AdminUser, 'role'>) =>
  viewer.role === 'superadmin' || user.role === 'user';

export const canChangeRole = (viewer: Viewer) => viewer.role === 'superadmin';

export const canDelete = (viewer: Viewer, user: Pick<AdminUser, 'id' | 'role'>) =>
  user.id !== viewer.id && canManage(viewer, user);
