import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { webhookDeliveryListSchema, type DeliveryStatus, type DeliveryType } from '#shared/webhooks.ts';
import { webhooksQueryKey } from './get-webhooks.ts';

/** `GET /api/v1/webhooks/:id/deliveries?status&type&cursor`: the delivery log, newest first, a page at a time. */
export type DeliveryFilter = { status?: DeliveryStatus | undefined; type?: DeliveryType | undefined };

/** How often an open log refreshes while a delivery is still pending, in ms. */
export const PENDING_REFRESH_MS = 2_000;

export function getDeliveries({
  endpointId,
  filter,
  cursor,
  signal,
}: {
  endpointId: string;
  filter: DeliveryFilter;
  cursor?: string | undefined;
  signal?: AbortSignal;
}) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.type) query.set('type', filter.type);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiFetch(`/api/v1/webhooks/${encodeURIComponent(endpointId)}/deliveries${suffix}`, {
    schema: webhookDeliveryListSchema,
    signal,
  });
}

export const deliveriesQueryKey = (endpointId: string) => [...webhooksQueryKey, 'deliveries', endpointId] as const;

export const getDeliveriesQueryOptions = (endpointId: string, filter: DeliveryFilter) =>
  infiniteQueryOptions({
    queryKey: [...deliveriesQueryKey(endpointId), filter],
    queryFn: ({ pageParam, signal }) => getDeliveries({ endpointId, filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Attempts happen on the server: while one is due, keep the log current.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((d) => d.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });

export const useDeliveries = (endpointId: string, filter: DeliveryFilter) =>
  useInfiniteQuery(getDeliveriesQueryOptions(endpointId, filter));
