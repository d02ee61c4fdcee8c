import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignSchema, type Campaign, type CreateCampaign } from '#shared/campaigns.ts';
import { campaignsQueryKey } from './get-campaigns.ts';
import { getCampaignQueryOptions } from './get-campaign.ts';

/** `POST /api/v1/campaigns` (201): body checked by `createCampaignSchema` on both sides. */
export function createCampaign(input: CreateCampaign): Promise<Campaign> {
  return apiFetch('/api/v1/campaigns', { method: 'POST', body: input, schema: campaignSchema });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(getCampaignQueryOptions(campaign.id).queryKey, campaign);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
