import { RefreshCw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import type { WebhookEndpoint } from '#shared/webhooks.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useRotateSecret } from '../api/rotate-secret.ts';

/**
 * The two actions that need a confirmation: rotating the secret and deleting the endpoint. The dialog
 * stays open until the server has answered, and shows its refusal if there is one.
 */
function ConfirmAction(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  run: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setPending(true);
    setError(null);
    try {
      await props.run();
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? <FormError>{error}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant={props.destructive ? 'destructive' : 'default'} disabled={pending} onClick={() => void go()}>
            {pending ? <Spinner label="Working" className={props.destructive ? 'text-white' : 'text-primary-foreground'} /> : null}
            {props.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function RotateSecretButton({ endpoint, onRotated }: { endpoint: WebhookEndpoint; onRotated: (secret: string) => void }) {
  const rotate = useRotateSecret();
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline">
          <RefreshCw aria-hidden="true" />
          Rotate secret
        </Button>
      }
      title="Rotate the signing secret?"
      description="You get a new secret, shown once. The current one keeps signing beside it for 24 hours, then stops."
      confirm="Rotate secret"
      run={async () => onRotated((await rotate.mutateAsync(endpoint.id)).secret)}
    />
  );
}

export function DeleteEndpointButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this endpoint?"
      description={`${endpoint.url} stops receiving events, and its delivery log is deleted. This cannot be undone.`}
      confirm="Delete endpoint"
      destructive
      run={async () => {
        await remove.mutateAsync(endpoint.id);
        toast.success('Endpoint deleted');
      }}
    />
  );
}
