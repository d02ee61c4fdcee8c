import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import {
  bulkActionResultSchema,
  emailPageSchema,
  emailSchema,
  type BulkAction,
  type EmailFilter,
  type PatchEmail,
} from '#shared/review.ts';
import { emailsKeyPrefix, useInvalidateGeneration } from '#client/lib/campaign-work-queries.ts';

/**
 * The review list and the reviewer's actions (docs/decisions/015): pages of REVIEW_PAGE_SIZE (the API's
 * maximum, so 10,000 e-mails are 20 requests as the table scrolls), edit, approve/reject, regenerate,
 * and bulk actions over the filtered set.
 */
export const REVIEW_PAGE_SIZE = 500;

export const emailsKey = (campaignId: string, filter: EmailFilter) => [...emailsKeyPrefix(campaignId), filter] as const;

export const useEmails = (campaignId: string, filter: EmailFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: emailsKey(campaignId, filter),
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(REVIEW_PAGE_SIZE) });
        for (const [key, value] of Object.entries(filter))
          if (value !== undefined && value !== '') query.set(key, String(value));
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/emails?${query}`, {
          schema: emailPageSchema,
          signal,
        });
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );

export function useEmailActions(campaignId: string) {
  const invalidate = useInvalidateGeneration(campaignId);
  const patch = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PatchEmail }) =>
      apiFetch(`/api/v1/emails/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: emailSchema }),
    onSuccess: invalidate,
  });
  const regenerate = useMutation({
    mutationFn: ({ id, instruction }: { id: string; instruction?: string }) =>
      apiFetch(`/api/v1/emails/${encodeURIComponent(id)}/regenerate`, {
        method: 'POST',
        body: instruction ? { instruction } : {},
        schema: emailSchema,
      }),
    onSuccess: invalidate,
  });
  const bulk = useMutation({
    mutationFn: (action: BulkAction) =>
      apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/emails/bulk`, {
        method: 'POST',
        body: action,
        schema: bulkActionResultSchema,
      }),
    onSuccess: invalidate,
  });
  return { patch, regenerate, bulk };
}
