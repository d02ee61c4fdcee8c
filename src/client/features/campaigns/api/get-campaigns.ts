import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignPageSchema, type Campaign } from '#shared/campaigns.ts';
import type { Page } from '#shared/lists.ts';

/** `GET /api/v1/campaigns`: the user's campaigns, newest first, a page at a time ("Load more"). */
export function getCampaigns({ cursor, signal }: { cursor?: string; signal?: AbortSignal }): Promise<Page<Campaign>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`/api/v1/campaigns${query}`, { schema: campaignPageSchema, signal });
}

/** Every campaign query lives under this key, so one invalidation refreshes lists and pages alike. */
export const campaignsQueryKey = ['campaigns'] as const;

export const getCampaignsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...campaignsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getCampaigns({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useCampaigns = () => useInfiniteQuery(getCampaignsQueryOptions());
