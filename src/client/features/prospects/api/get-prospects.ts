import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { Page } from '#shared/lists.ts';
import { prospectPageSchema, type Prospect } from '#shared/prospects.ts';

/** `GET /api/v1/campaigns/:id/prospects`: a campaign's prospects in import order, a page at a time. */
export const PROSPECTS_PAGE_SIZE = 100;

export function getProspects({
  campaignId,
  cursor,
  signal,
}: {
  campaignId: string;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<Page<Prospect>> {
  const query = new URLSearchParams({ limit: String(PROSPECTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/prospects?${query}`, {
    schema: prospectPageSchema,
    signal,
  });
}

export const prospectsQueryKey = (campaignId: string) => ['prospects', campaignId] as const;

export const getProspectsQueryOptions = (campaignId: string) =>
  infiniteQueryOptions({
    queryKey: prospectsQueryKey(campaignId),
    queryFn: ({ pageParam, signal }) => getProspects({ campaignId, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useProspects = (campaignId: string) => useInfiniteQuery(getProspectsQueryOptions(campaignId));
