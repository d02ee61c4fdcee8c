import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { aiSettingsSchema, type AiSettings } from '#shared/settings.ts';

/** `GET /api/v1/settings/ai`: the user's own provider, key masked; `null` when none is stored. */
export function getAiSettings(signal?: AbortSignal): Promise<AiSettings | null> {
  return apiFetch('/api/v1/settings/ai', { schema: aiSettingsSchema.nullable(), signal });
}

export const getAiSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'ai'], queryFn: ({ signal }) => getAiSettings(signal) });

export const useAiSettings = () => useQuery(getAiSettingsQueryOptions());
