import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookDeliverySchema } from '#shared/webhooks.ts';
import { deliveriesQueryKey } from './get-deliveries.ts';

/** `POST /api/v1/webhooks/deliveries/:id/replay` (202): the same event again, same `webhook-id`. */
export function replayDelivery(id: string) {
  return apiFetch(`/api/v1/webhooks/deliveries/${encodeURIComponent(id)}/replay`, {
    method: 'POST',
    schema: webhookDeliverySchema,
  });
}

export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDelivery,
    onSuccess: (delivery) => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(delivery.endpointId) }),
  });
}
