import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { deliveryTypes, WEBHOOK_TEST_EVENT, type DeliveryType, type WebhookEndpoint } from '#shared/webhooks.ts';
import { useSendTestEvent } from '../api/send-test-event.ts';
import { typeLabel } from '../utils/format.ts';

/** Queues `webhook.test`, or a sample payload of the chosen event type, whatever the endpoint subscribes to. */
export function SendTestEvent({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [type, setType] = useState<DeliveryType>(WEBHOOK_TEST_EVENT);
  const send = useSendTestEvent();
  const submit = async () => {
    try {
      await send.mutateAsync({ id: endpoint.id, type });
      toast.success('Test event queued: see the delivery log');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <div className="flex items-end gap-2">
      <LabelledSelect
        label="Test event"
        className="w-48"
        value={type}
        onChange={(value) => setType(value as DeliveryType)}
        options={deliveryTypes.map((t): [string, string] => [
          t,
          t === WEBHOOK_TEST_EVENT ? typeLabel(t) : `Sample: ${typeLabel(t)}`,
        ])}
      />
      <Button
        type="button"
        variant="outline"
        disabled={!endpoint.enabled || send.isPending}
        onClick={() => void submit()}
      >
        <Send aria-hidden="true" />
        Send test event
      </Button>
    </div>
  );
}
