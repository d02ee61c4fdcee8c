import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { progressSchema } from '#shared/generation.ts';
import {
  pushDetailSchema,
  pushSchema,
  targetCampaignListSchema,
  type CampaignProvider,
  type PushDetail,
  type PushLeadStatus,
  type PushProvider,
  type PushRequest,
  type TargetCampaign,
} from '#shared/integrations.ts';
import { integrationsKey } from './integrations.ts';

/**
 * Pushing a campaign's approved e-mails to a tool: their campaigns (read live from the tool), starting a
 * push (202), and the push's progress, polled every PUSH_POLL_MS until it is completed or failed.
 */
export const PUSH_POLL_MS = 1_000;
const base = '/api/v1/integrations';

export const useTargetCampaigns = (provider: CampaignProvider, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...integrationsKey, provider, 'campaigns'],
      queryFn: ({ signal }): Promise<TargetCampaign[]> =>
        apiFetch(`${base}/${provider}/campaigns`, { schema: targetCampaignListSchema, signal }).then((r) => r.items),
      enabled,
      retry: false,
    }),
  );

export function useStartPush(provider: PushProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PushRequest) =>
      apiFetch(`${base}/${provider}/push`, { method: 'POST', body: input, schema: pushSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: [...integrationsKey, 'list'] }),
  });
}

const running = (push: PushDetail | undefined) => push?.state === 'queued' || push?.state === 'running';

/** `GET /api/v1/integrations/pushes/:id`, with the first RESULTS_PAGE results of `status` (all when absent). */
export const RESULTS_PAGE = 100;

export const usePush = (pushId: string, status?: PushLeadStatus) =>
  useQuery(
    queryOptions({
      queryKey: [...integrationsKey, 'push', pushId, status ?? 'all'],
      queryFn: ({ signal }) =>
        apiFetch(
          `${base}/pushes/${encodeURIComponent(pushId)}?limit=${RESULTS_PAGE}${status ? `&status=${status}` : ''}`,
          { schema: pushDetailSchema, signal },
        ),
      refetchInterval: (query) => (query.state.data && !running(query.state.data) ? false : PUSH_POLL_MS),
    }),
  );

/** A campaign's e-mail counts (`GET …/progress`), to show how many are approved before pushing. */
export const useCampaignCounts = (campaignId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['generation', campaignId, 'progress'],
      queryFn: ({ signal }) =>
        apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/progress`, { schema: progressSchema, signal }),
      enabled: campaignId !== '',
    }),
  );
