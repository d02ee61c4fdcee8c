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
import { FormError } from '#client/features/auth/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { ApiKey } from '#shared/api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

/** Revokes a key after a confirmation that names it: every script using it stops working at once. */
export function RevokeKeyButton({ apiKey }: { apiKey: Pick<ApiKey, 'id' | 'name' | 'prefix'> }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey();
  const confirm = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
    } catch {
      return;
    }
    setOpen(false);
    toast.success(`API key “${apiKey.name}” revoked`);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="border-destructive/40 text-destructive hover:bg-destructive/5 hover:text-destructive">
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{apiKey.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Requests with the key {apiKey.prefix}… are refused from now on. Anything using it stops working. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {revoke.isError ? <FormError>{errorMessage(revoke.error)}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
            {revoke.isPending ? <Spinner label="Revoking" className="text-white" /> : null}
            Revoke key
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
