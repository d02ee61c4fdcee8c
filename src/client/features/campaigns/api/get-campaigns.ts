import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { campaignPageSchema, type CampaignListItem } from '#shared/campaigns.ts';
import type { Page } from '#shared/lists.ts';

/** `GET /api/v1/campaigns`: the user's campaigns, newest first, a page at a time ("Load more"). */
export function getCampaigns({
  cursor,
  signal,
}: {
  cursor?: string;
  signal?: AbortSignal;
}): Promise<Page<CampaignListItem>> {
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
    // While a batch writes, its row's figures move: poll until none is generating (issue 14, item 5).
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((c) => c.overview.stage === 'generating'))
        ? LIST_POLL_MS
        : false,
  });

/** How often the campaign list refreshes while a campaign is generating. */
export const LIST_POLL_MS = 3_000;

export const useCampaigns = () => useInfiniteQuery(getCampaignsQueryOptions());
