import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { emailsKeyPrefix, generationKey } from '#client/lib/campaign-work-queries.ts';
import { prospectsQueryKey } from '#client/features/prospects/api/get-prospects.ts';
import { campaignsQueryKey } from './get-campaigns.ts';
import { getCampaignQueryOptions } from './get-campaign.ts';

/** `DELETE /api/v1/campaigns/:id` (204): the campaign and its prospects are gone. */
export function deleteCampaign(id: string): Promise<void> {
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes a campaign and refreshes the campaign list and the dashboard figures. The deleted campaign's
 * own queries are cancelled, not dropped: its page is still mounted, and observers of a dropped query
 * fetch it again (a 404 in the console). `useForgetCampaign` drops them once the page is left.
 */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: async (_, id) => {
      await queryClient.cancelQueries({ predicate: ({ queryKey }) => queryKey.includes(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}

/** Drops a deleted campaign's cached queries (detail, prospects, e-mails, generation) that nothing observes any more; call after leaving its page. */
export function useForgetCampaign() {
  const queryClient = useQueryClient();
  return (id: string) => {
    for (const queryKey of [
      getCampaignQueryOptions(id).queryKey,
      prospectsQueryKey(id),
      emailsKeyPrefix(id),
      generationKey(id),
    ]) {
      // Inactive ones only: the navigation away may still be in its transition (a lazy route loading),
      // with the campaign page mounted and observing; dropping an observed query makes it fetch again,
      // a 404. Those still observed are garbage-collected (gcTime) once the page unmounts.
      queryClient.removeQueries({ queryKey, type: 'inactive' });
    }
  };
}
