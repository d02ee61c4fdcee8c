import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminUser } from '#shared/users.ts';
import { useDeleteUser } from '../api/users.ts';
import { displayName } from '../utils/format.ts';

/** Deletes a user after a confirmation naming them and what goes with them; the dialog stays open until the server answers. */
export function DeleteUserDialog({ user, onDeleted }: { user: AdminUser; onDeleted?: (id: string) => void }) {
  const remove = useDeleteUser();
  const name = displayName(user);
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:bg-destructive/5 hover:text-destructive size-8"
          aria-label={`Delete ${name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`Delete ${name}?`}
      description={`${user.email}’s account, campaigns, prospects and e-mails are deleted for good. This cannot be undone. The audit log keeps a record of the deletion.`}
      confirm="Delete user"
      pendingLabel="Deleting"
      destructive
      run={async () => {
        await remove.mutateAsync(user.id);
        onDeleted?.(user.id);
        toast.success(`Deleted ${name}`);
      }}
    />
  );
}
