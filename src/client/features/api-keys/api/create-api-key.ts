import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { createdApiKeySchema, type CreateApiKey, type CreatedApiKey } from '#shared/api-keys.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** `POST /api/v1/api-keys` (201): the answer holds `key`, the only time it is ever shown. */
export function createApiKey(input: CreateApiKey): Promise<CreatedApiKey> {
  return apiFetch('/api/v1/api-keys', { method: 'POST', body: input, schema: createdApiKeySchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
