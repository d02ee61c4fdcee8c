import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { WebhookEndpoint } from '#shared/webhooks.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { formatDateTime, typeLabel } from '../utils/format.ts';
import { DeleteEndpointButton, RotateSecretButton } from './endpoint-dialogs.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointStatus } from './endpoint-status.tsx';
import { SecretReveal } from './secret-reveal.tsx';
import { SendTestEvent } from './send-test-event.tsx';

/** One endpoint: where it points, its status and events, its controls, and its delivery log (opened on demand). */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const update = useUpdateWebhook();
  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: endpoint.id, input: { enabled } });
      toast.success(enabled ? 'Endpoint turned on' : 'Endpoint turned off');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Card className="gap-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${logId}-url`} className="font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h3>
          <EndpointStatus endpoint={endpoint} />
        </div>
        {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
        <p className="text-sm">
          <span className="text-muted-foreground">Events: </span>
          {endpoint.events.map(typeLabel).join(', ')}
        </p>
        {endpoint.previousSecretExpiresAt ? (
          <p className="text-xs text-muted-foreground">
            The previous secret also signs until {formatDateTime(endpoint.previousSecretExpiresAt)}.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {secret ? (
          <SecretReveal
            secret={secret}
            note="The previous secret keeps signing beside this one for 24 hours, so you can switch your receiver without missing an event."
            onDone={() => setSecret(null)}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <Switch
              checked={endpoint.enabled}
              disabled={update.isPending}
              onCheckedChange={(checked) => void toggle(checked)}
              aria-label={`Deliver to ${endpoint.url}`}
            />
            {endpoint.enabled ? 'On' : 'Off'}
          </label>
          <SendTestEvent endpoint={endpoint} />
          <RotateSecretButton endpoint={endpoint} onRotated={setSecret} />
          <DeleteEndpointButton endpoint={endpoint} />
        </div>
        <Button
          type="button"
          variant="ghost"
          className="justify-self-start px-2"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          Delivery log
        </Button>
        {logOpen ? <DeliveryLog id={logId} endpointId={endpoint.id} /> : null}
      </CardContent>
    </Card>
  );
}
