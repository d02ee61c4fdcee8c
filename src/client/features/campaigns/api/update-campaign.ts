import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignSchema, type Campaign, type UpdateCampaign } from '#shared/campaigns.ts';
import { campaignsQueryKey } from './get-campaigns.ts';
import { getCampaignQueryOptions } from './get-campaign.ts';

/** `PATCH /api/v1/campaigns/:id`: any subset; `brief` replaces the whole brief. */
export function updateCampaign({ id, input }: { id: string; input: UpdateCampaign }): Promise<Campaign> {
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: campaignSchema,
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(getCampaignQueryOptions(campaign.id).queryKey, campaign);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
