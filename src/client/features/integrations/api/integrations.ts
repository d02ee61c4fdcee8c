import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import {
  integrationListSchema,
  integrationSchema,
  slackTestResponseSchema,
  type Integration,
  type IntegrationProvider,
  type PutIntegration,
} from '#shared/integrations.ts';

/**
 * The user's connections (`/api/v1/integrations`): the list, connect (the server verifies the key with
 * the tool first), disconnect, and Slack's test message. Mutations refresh the list.
 */
const base = '/api/v1/integrations';
export const integrationsKey = ['integrations'] as const;

export function getIntegrations(signal?: AbortSignal): Promise<Integration[]> {
  return apiFetch(base, { schema: integrationListSchema, signal }).then((r) => r.items);
}

export const getIntegrationsQueryOptions = () =>
  queryOptions({ queryKey: [...integrationsKey, 'list'], queryFn: ({ signal }) => getIntegrations(signal) });

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: integrationsKey });
};

/** `PUT /api/v1/integrations/:provider` `{apiKey | webhookUrl}`: answers the connection, masked. */
export function useConnectIntegration(provider: IntegrationProvider) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PutIntegration) =>
      apiFetch(`${base}/${provider}`, { method: 'PUT', body: input, schema: integrationSchema }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/v1/integrations/:provider` (204). */
export function useDisconnectIntegration(provider: IntegrationProvider) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${base}/${provider}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** `POST /api/v1/integrations/slack/test`. A refusal marks the connection, so the list is refreshed either way. */
export function useSendSlackTest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiFetch(`${base}/slack/test`, { method: 'POST', schema: slackTestResponseSchema }),
    onSettled: refresh,
  });
}
