import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { emailsKeyPrefix } from '#client/lib/campaign-work-queries.ts';
import { batchUniformitySchema, type BatchUniformity } from '#shared/uniformity.ts';

/** `GET /api/v1/campaigns/:id/uniformity`: how alike the campaign's first e-mails are. */
export function getUniformity(campaignId: string, signal?: AbortSignal): Promise<BatchUniformity> {
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/uniformity`, {
    schema: batchUniformitySchema,
    signal,
  });
}

/**
 * Under the e-mail list's key prefix, so whatever refreshes the list (an edit, a regeneration, the
 * batch's progress) refreshes the figures too.
 */
export const getUniformityQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: [...emailsKeyPrefix(campaignId), 'uniformity'],
    queryFn: ({ signal }) => getUniformity(campaignId, signal),
  });

/** `enabled`: false while a batch is still writing (partial figures would only flicker). */
export const useUniformity = (campaignId: string, enabled = true) =>
  useQuery({ ...getUniformityQueryOptions(campaignId), enabled });
