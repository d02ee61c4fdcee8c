import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AdminUser } from '#shared/users.ts';
import { useDeleteUser } from '../api/users.ts';
import { displayName } from '../utils/format.ts';

/** Deletes a user after a confirmation naming them and what goes with them; the dialog stays open until the server answers. */
export function DeleteUserDialog({ user, onDeleted }: { user: AdminUser; onDeleted?: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  const name = displayName(user);
  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
    } catch {
      return;
    }
    setOpen(false);
    onDeleted?.(user.id);
    toast.success(`Deleted ${name}`);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="text-destructive hover:bg-destructive/5 hover:text-destructive size-8" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {user.email}’s account, campaigns, prospects and e-mails are deleted for good. This cannot be undone. The audit log keeps a record of the deletion.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? <FormError>{errorMessage(remove.error)}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Spinner label="Deleting" className="text-white" /> : null}
            Delete user
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
