import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookEndpointSchema, type UpdateWebhookEndpoint } from '#shared/webhooks.ts';
import { webhooksQueryKey } from './get-webhooks.ts';

/** `PATCH /api/v1/webhooks/:id`: URL, events, description, or on/off (turning off fails pending deliveries). */
export function updateWebhook({ id, input }: { id: string; input: UpdateWebhookEndpoint }) {
  return apiFetch(`/api/v1/webhooks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: webhookEndpointSchema,
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
