import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookEndpointListSchema } from '#shared/webhooks.ts';

/** `GET /api/v1/webhooks`: the user's endpoints, oldest first (at most 20, so one page). */
export function getWebhooks(signal?: AbortSignal) {
  return apiFetch('/api/v1/webhooks', { schema: webhookEndpointListSchema, signal });
}

/** Every webhook query lives under this key, so one invalidation refreshes endpoints and logs alike. */
export const webhooksQueryKey = ['webhooks'] as const;

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: [...webhooksQueryKey, 'list'], queryFn: ({ signal }) => getWebhooks(signal) });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());
