import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { getAiSettingsQueryOptions } from './get-ai-settings.ts';

/** `DELETE /api/v1/settings/ai` (204): back to the server's default provider. */
export function deleteAiSettings(): Promise<void> {
  return apiFetch('/api/v1/settings/ai', { method: 'DELETE' });
}

export function useDeleteAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiSettings,
    onSuccess: () => queryClient.setQueryData(getAiSettingsQueryOptions().queryKey, null),
  });
}
