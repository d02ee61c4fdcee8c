import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignsQueryKey } from './get-campaigns.ts';
import { getCampaignQueryOptions } from './get-campaign.ts';

/** `DELETE /api/v1/campaigns/:id` (204): the campaign and its prospects are gone. */
export function deleteCampaign(id: string): Promise<void> {
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: getCampaignQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
