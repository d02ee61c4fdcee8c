import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhooksQueryKey } from './get-webhooks.ts';

/** `DELETE /api/v1/webhooks/:id` (204): the endpoint and its delivery log are gone. */
export function deleteWebhook(id: string): Promise<void> {
  return apiFetch(`/api/v1/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
