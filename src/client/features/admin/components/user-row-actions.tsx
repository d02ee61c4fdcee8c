import { toast } from 'sonner';
import { ConfirmAction } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AdminUser, UserStatus } from '#shared/users.ts';
import { useUpdateUser } from '../api/users.ts';
import { displayName } from '../utils/format.ts';
import { canDelete, canManage, isSelf, type Viewer } from '../utils/permissions.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';

export { UserRoleControl } from './user-role-control.tsx';

/**
 * One user's actions: the status move their state allows (approve a pending user, suspend an active
 * one, reinstate a suspended one) and deletion. Suspending and deleting ask first (an AlertDialog
 * naming the user); approving and reinstating, which only give access back, do not. The admin's own
 * row offers nothing: the server refuses a change to one's own status (docs/decisions/017). Each
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
  if (isSelf(viewer, user)) return <span className="text-muted-foreground text-xs">Your account</span>;
  if (!canManage(viewer, user)) return <span className="text-muted-foreground text-xs">Superadmin only</span>;
  const move = statusMove[user.status];
  const change = () => update.mutateAsync({ id: user.id, change: { status: move.to } });
  const trigger = (
    <Button
      size="sm"
      variant={user.status === 'pending' ? 'default' : 'outline'}
      disabled={update.isPending}
      onClick={
        move.to === 'suspended'
          ? undefined
          : () =>
              void change().then(
                () => toast.success(`${move.done} ${name}`),
                (err: unknown) => toast.error(errorMessage(err)),
              )
      }
      aria-label={`${move.label} ${name}`}
    >
      {move.label}
    </Button>
  );
  return (
    <div className="flex items-center justify-end gap-1">
      {move.to === 'suspended' ? (
        <ConfirmAction
          trigger={trigger}
          title={`Suspend ${name}?`}
          description={`${user.email} loses access to campaigns and drafts at once and sees only the suspended page until reinstated. Nothing is deleted.`}
          confirm="Suspend"
          pendingLabel="Suspending"
          destructive
          run={async () => {
            await change();
            toast.success(`${move.done} ${name}`);
          }}
        />
      ) : (
        trigger
      )}
      {canDelete(viewer, user) ? (
        <DeleteUserDialog user={user} onDeleted={onDeleted} />
      ) : (
        <span className="size-8" aria-hidden="true" />
      )}
    </div>
  );
}
