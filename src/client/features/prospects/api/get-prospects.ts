import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { prospectListPageSchema, type ProspectListPage } from '#shared/prospects.ts';

/**
 * `GET /api/v1/campaigns/:id/prospects`: a campaign's prospects in import order, a page at a time,
 * filtered by the search text `q` (name, e-mail, company, title); each page carries `total`, the matches in all.
 */
export const PROSPECTS_PAGE_SIZE = 100;

export function getProspects({
  campaignId,
  cursor,
  q,
  signal,
}: {
  campaignId: string;
  cursor?: string;
  q?: string;
  signal?: AbortSignal;
}): Promise<ProspectListPage> {
  const query = new URLSearchParams({ limit: String(PROSPECTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (q) query.set('q', q);
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/prospects?${query}`, {
    schema: prospectListPageSchema,
    signal,
  });
}

/** Every prospect query of a campaign starts with this key (invalidate it after an import, edit or delete). */
export const prospectsQueryKey = (campaignId: string) => ['prospects', campaignId] as const;

export const getProspectsQueryOptions = (campaignId: string, q = '') =>
  infiniteQueryOptions({
    queryKey: [...prospectsQueryKey(campaignId), { q }] as const,
    queryFn: ({ pageParam, signal }) => getProspects({ campaignId, cursor: pageParam, q, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The list for the search text `q`; while a new search loads, the previous answer stays on screen. */
export const useProspects = (campaignId: string, q = '') =>
  useInfiniteQuery({ ...getProspectsQueryOptions(campaignId, q), placeholderData: keepPreviousData });
