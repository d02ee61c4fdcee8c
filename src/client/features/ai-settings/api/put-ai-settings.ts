import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { aiSettingsSchema, type AiSettings, type PutAiSettings } from '#shared/settings.ts';
import { getAiSettingsQueryOptions } from './get-ai-settings.ts';

/** `PUT /api/v1/settings/ai`: stores the provider and key (encrypted on the server); answers it masked. */
export function putAiSettings(input: PutAiSettings): Promise<AiSettings> {
  return apiFetch('/api/v1/settings/ai', { method: 'PUT', body: input, schema: aiSettingsSchema });
}

export function usePutAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAiSettings,
    onSuccess: (settings) => queryClient.setQueryData(getAiSettingsQueryOptions().queryKey, settings),
  });
}
