import { RefreshCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction, destructiveTriggerClass } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { WebhookEndpoint } from '#shared/webhooks.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useRotateSecret } from '../api/rotate-secret.ts';

/** Rotating the secret and deleting the endpoint, each behind a confirmation. */
export function RotateSecretButton({
  endpoint,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (secret: string) => void;
}) {
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
        <Button type="button" variant="outline" className={destructiveTriggerClass}>
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
