import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { statsSchema, type Stats } from '#shared/stats.ts';

/** `GET /api/v1/stats`: the dashboard's summary figures and 30 days of generation. */
export const getStats = ({ signal }: { signal?: AbortSignal } = {}): Promise<Stats> =>
  apiFetch('/api/v1/stats', { schema: statsSchema, signal });

export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats'], queryFn: ({ signal }) => getStats({ signal }) });

export const useStats = () => useQuery(getStatsQueryOptions());
