import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookEndpointWithSecretSchema, type CreateWebhookEndpoint } from '#shared/webhooks.ts';
import { getWebhooksQueryOptions } from './get-webhooks.ts';

/** `POST /api/v1/webhooks` (201): the endpoint with its secret, which no other answer holds. */
export function createWebhook(input: CreateWebhookEndpoint) {
  return apiFetch('/api/v1/webhooks', { method: 'POST', body: input, schema: webhookEndpointWithSecretSchema });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions().queryKey }),
  });
}
