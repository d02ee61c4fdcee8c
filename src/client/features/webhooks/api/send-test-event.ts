import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookDeliverySchema, type DeliveryType } from '#shared/webhooks.ts';
import { deliveriesQueryKey } from './get-deliveries.ts';

/** `POST /api/v1/webhooks/:id/test` (202): queues `webhook.test` or a sample of one event type. */
export function sendTestEvent({ id, type }: { id: string; type: DeliveryType }) {
  return apiFetch(`/api/v1/webhooks/${encodeURIComponent(id)}/test`, {
    method: 'POST',
    body: { type },
    schema: webhookDeliverySchema,
  });
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(id) }),
  });
}
