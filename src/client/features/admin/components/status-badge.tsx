import { Badge } from '#client/components/ui/badge.tsx';
import type { UserRole, UserStatus } from '#shared/users.ts';
import { roleLabels, statusLabels } from '../utils/format.ts';

/** A user's status as a badge: pending stands out (it is the waiting list), suspended is muted. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const variant = status === 'pending' ? 'accent' : status === 'active' ? 'secondary' : 'outline';
  return <Badge variant={variant}>{statusLabels[status]}</Badge>;
}

/** A user's role as plain text, or a badge for administrators. */
export function RoleText({ role }: { role: UserRole }) {
  return role === 'user' ? (
    <span className="text-muted-foreground">{roleLabels.user}</span>
  ) : (
    <Badge variant="default">{roleLabels[role]}</Badge>
  );
}
