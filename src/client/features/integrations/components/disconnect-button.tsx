import { Unplug } from 'lucide-react';
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
import { FormError } from '#client/features/auth/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { IntegrationProvider } from '#shared/integrations.ts';
import { useDisconnectIntegration } from '../api/integrations.ts';
import { tools } from '../utils/catalog.ts';

/** Deletes the stored credential after a confirmation; what was pushed stays in the tool. */
export function DisconnectButton({ provider }: { provider: IntegrationProvider }) {
  const [open, setOpen] = useState(false);
  const remove = useDisconnectIntegration(provider);
  const { name } = tools[provider];
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      return;
    }
    setOpen(false);
    toast.success(`${name} disconnected`);
  };
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Coldsmith deletes the stored {provider === 'slack' ? 'webhook URL' : 'key'}. What you already pushed stays in {name}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? <FormError>{errorMessage(remove.error)}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            Disconnect
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
