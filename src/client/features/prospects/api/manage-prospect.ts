import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { useInvalidateGeneration } from '#client/lib/campaign-work-queries.ts';
import { prospectSchema, type PatchProspect, type Prospect } from '#shared/prospects.ts';
import { prospectsQueryKey } from './get-prospects.ts';

/**
 * `PATCH /api/v1/prospects/:id` (the prospect, its flags checked again) and `DELETE` (204, its e-mails
 * with it). Either marks the campaign's prospect lists stale; a delete also its progress, estimate and
 * e-mail list, which lose the prospect's e-mails.
 */
const prospectPath = (id: string) => `/api/v1/prospects/${encodeURIComponent(id)}`;

export function updateProspect({ id, patch }: { id: string; patch: PatchProspect }): Promise<Prospect> {
  return apiFetch(prospectPath(id), { method: 'PATCH', body: patch, schema: prospectSchema });
}

export async function deleteProspect(id: string): Promise<void> {
  await apiFetch(prospectPath(id), { method: 'DELETE' });
}

export function useUpdateProspect(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectsQueryKey(campaignId) }),
  });
}

export function useDeleteProspect(campaignId: string) {
  const queryClient = useQueryClient();
  const invalidateGeneration = useInvalidateGeneration(campaignId);
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: prospectsQueryKey(campaignId) }), invalidateGeneration()]),
  });
}
