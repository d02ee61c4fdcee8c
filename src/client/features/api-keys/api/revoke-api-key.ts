import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** `DELETE /api/v1/api-keys/:id` (204): the key is refused from its next request on. */
export function revokeApiKey(id: string): Promise<void> {
  return apiFetch(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
