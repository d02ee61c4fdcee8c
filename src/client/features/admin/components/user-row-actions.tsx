import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { userRoles, type AdminUser, type UserRole, type UserStatus } from '#shared/users.ts';
import { useUpdateUser } from '../api/users.ts';
import { displayName, roleLabels } from '../utils/format.ts';
import { canChangeRole, canDelete, canManage, type Viewer } from '../utils/permissions.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { RoleText } from './status-badge.tsx';

/**
 * One user's actions: the status move their state allows (approve a pending user, suspend an active
 * one, reinstate a suspended one) and deletion; the role column's control for a superadmin. Each
 * answers with a toast; a refusal shows the server's words.
 */
const statusMove: Record<UserStatus, { to: UserStatus; label: string; done: string }> = {
  pending: { to: 'active', label: 'Approve', done: 'Approved' },
  active: { to: 'suspended', label: 'Suspend', done: 'Suspended' },
  suspended: { to: 'active', label: 'Reinstate', done: 'Reinstated' },
};

export function UserStatusActions({
  user,
  viewer,
  onDeleted,
}: {
  user: AdminUser;
  viewer: Viewer;
  onDeleted: (id: string) => void;
}) {
  const update = useUpdateUser();
  const name = displayName(user);
  if (!canManage(viewer, user)) return <span className="text-muted-foreground text-xs">Superadmin only</span>;
  const move = statusMove[user.status];
  const run = () =>
    update.mutate(
      { id: user.id, change: { status: move.to } },
      { onSuccess: () => toast.success(`${move.done} ${name}`), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        size="sm"
        variant={user.status === 'pending' ? 'default' : 'outline'}
        disabled={update.isPending}
        onClick={run}
        aria-label={`${move.label} ${name}`}
      >
        {move.label}
      </Button>
      {canDelete(viewer, user) ? (
        <DeleteUserDialog user={user} onDeleted={onDeleted} />
      ) : (
        <span className="size-8" aria-hidden="true" />
      )}
    </div>
  );
}

export function UserRoleControl({ user, viewer }: { user: AdminUser; viewer: Viewer }) {
  const update = useUpdateUser();
  const name = displayName(user);
  if (!canChangeRole(viewer)) return <RoleText role={user.role} />;
  const change = (role: UserRole) =>
    update.mutate(
      { id: user.id, change: { role } },
      {
        onSuccess: (updated) => toast.success(`${name} is now ${roleLabels[updated.role].toLowerCase()}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <select
      aria-label={`Role of ${name}`}
      className="border-input bg-background focus-visible:ring-ring h-8 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:outline-none disabled:opacity-50"
      value={user.role}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as UserRole)}
    >
      {userRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}
