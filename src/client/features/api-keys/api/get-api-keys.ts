import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { apiKeyListSchema, type ApiKeyList } from '#shared/api-keys.ts';

/** `GET /api/v1/api-keys`: the user's keys that are not revoked, newest first (never the keys themselves). */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiFetch('/api/v1/api-keys', { schema: apiKeyListSchema, signal });
}

export const apiKeysQueryKey = ['api-keys'] as const;

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());
