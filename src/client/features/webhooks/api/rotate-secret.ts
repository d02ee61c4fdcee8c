import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookEndpointWithSecretSchema } from '#shared/webhooks.ts';
import { getWebhooksQueryOptions } from './get-webhooks.ts';

/** `POST /api/v1/webhooks/:id/rotate-secret`: a new secret, answered once; the old one signs for 24 h more. */
export function rotateSecret(id: string) {
  return apiFetch(`/api/v1/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
    method: 'POST',
    schema: webhookEndpointWithSecretSchema,
  });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions().queryKey }),
  });
}
