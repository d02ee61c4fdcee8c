import type { AdminUser, UserRole, UserStatus } from '#shared/users.ts';

/** Words and formats the admin pages show for roles, statuses, audit actions, dates and money. */
export const roleLabels: Record<UserRole, string> = { user: 'User', admin: 'Admin', superadmin: 'Superadmin' };
export const statusLabels: Record<UserStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
};

const actionLabels: Record<string, string> = {
  'user.approved': 'Approved',
  'user.suspended': 'Suspended',
  'user.reinstated': 'Reinstated',
  'user.status_changed': 'Changed status',
  'user.role_changed': 'Changed role',
  'user.deleted': 'Deleted',
};

/** "Approved", "Changed role"…; an action this client does not know yet shows as its code. */
export const actionLabel = (action: string) => actionLabels[action] ?? action;

/** "user → admin" for an entry with `from` and `to`; "" otherwise. */
export function changeSummary(details: Record<string, unknown>): string {
  const { from, to } = details;
  if (typeof from !== 'string' || typeof to !== 'string') return '';
  const word = (v: string) =>
    (roleLabels as Record<string, string>)[v] ?? (statusLabels as Record<string, string>)[v] ?? v;
  return `${word(from)} → ${word(to)}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
export const count = new Intl.NumberFormat('en-US');

/** "Ada Admin" or, for a user without a name, their e-mail. */
export const displayName = (user: Pick<AdminUser, 'name' | 'email'>) => user.name.trim() || user.email;
