import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { Page } from '#shared/lists.ts';
import {
  bulkActionResultSchema,
  emailPageSchema,
  emailSchema,
  type BulkAction,
  type BulkActionName,
  type Email,
  type EmailFilter,
  type PatchEmail,
} from '#shared/review.ts';
import { emailsKeyPrefix, generationKey, useInvalidateGeneration } from '#client/lib/campaign-work-queries.ts';

/**
 * The review inbox's data (docs/decisions/015): the list in pages of REVIEW_PAGE_SIZE (the API's maximum,
 * so 10,000 e-mails are 20 requests as the list scrolls), one prospect's sequence (its steps' tabs),
 * edit, approve/reject, regenerate, and bulk actions over the filtered set with their dry-run count.
 */
export const REVIEW_PAGE_SIZE = 500;

export const emailsKey = (campaignId: string, filter: EmailFilter) => [...emailsKeyPrefix(campaignId), filter] as const;

const emailsUrl = (campaignId: string, params: Record<string, string | number | string[] | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return `/api/v1/campaigns/${encodeURIComponent(campaignId)}/emails?${query}`;
};

export const useEmails = (campaignId: string, filter: EmailFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: emailsKey(campaignId, filter),
      queryFn: ({ pageParam, signal }) =>
        apiFetch(emailsUrl(campaignId, { ...filter, limit: REVIEW_PAGE_SIZE, cursor: pageParam }), {
          schema: emailPageSchema,
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );

/** Every step of one prospect's sequence (at most 4, SPEC's sequence length), whatever the list's filter. */
export const useProspectEmails = (campaignId: string, prospectId: string | undefined) =>
  useQuery({
    queryKey: [...emailsKeyPrefix(campaignId), 'prospect', prospectId],
    queryFn: ({ signal }) =>
      apiFetch(emailsUrl(campaignId, { prospectId, limit: 10 }), { schema: emailPageSchema, signal }),
    enabled: Boolean(prospectId),
    select: (page) => page.items,
  });

/** How many e-mails a bulk action would change (`dryRun`), for its confirmation; fetched while it is open. */
export const useBulkCount = (campaignId: string, action: BulkActionName | null, filter: EmailFilter) =>
  useQuery({
    queryKey: [...emailsKeyPrefix(campaignId), 'bulk-count', action, filter],
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/emails/bulk`, {
        method: 'POST',
        body: { action: action!, filter, dryRun: true } satisfies BulkAction,
        schema: bulkActionResultSchema,
        signal,
      }),
    enabled: action !== null,
    staleTime: 0,
    select: (result) => result.updated,
  });

type CachedEmails = InfiniteData<Page<Email>> | Page<Email> | undefined;

/**
 * Puts the server's answer for one e-mail into every cached list holding it, rather than refetching
 * them: at review speed (a keystroke per decision) refetching a 10,000-e-mail list per approval would
 * cost 20 requests a key. The e-mail stays where it is until the list is next loaded, as in a mail
 * client, so the selection does not jump under the reviewer.
 */
function useReplaceCached(campaignId: string) {
  const client = useQueryClient();
  return (email: Email) => {
    const swap = (page: Page<Email>) => ({ ...page, items: page.items.map((e) => (e.id === email.id ? email : e)) });
    client.setQueriesData<CachedEmails>({ queryKey: emailsKeyPrefix(campaignId) }, (data) => {
      if (!data || !('items' in data || 'pages' in data)) return data;
      return 'pages' in data ? { ...data, pages: data.pages.map(swap) } : swap(data);
    });
    void client.invalidateQueries({ queryKey: generationKey(campaignId) });
    void client.invalidateQueries({ queryKey: ['stats'] });
  };
}

export function useEmailActions(campaignId: string) {
  const invalidate = useInvalidateGeneration(campaignId);
  const replace = useReplaceCached(campaignId);
  const patch = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PatchEmail }) =>
      apiFetch(`/api/v1/emails/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: emailSchema }),
    onSuccess: replace,
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
