import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignSchema, type Campaign } from '#shared/campaigns.ts';
import { campaignsQueryKey } from './get-campaigns.ts';

/** `GET /api/v1/campaigns/:id`: one campaign with its brief (404 `not_found` when it is not the user's). */
export function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(id)}`, { schema: campaignSchema, signal });
}

export const getCampaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...campaignsQueryKey, 'detail', id], queryFn: ({ signal }) => getCampaign(id, signal) });

export const useCampaign = (id: string) => useQuery(getCampaignQueryOptions(id));
