import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminStatsSchema, auditPageSchema } from '#shared/admin.ts';
import { adminKey } from './users.ts';

/** The admin dashboard's endpoints: `GET /api/admin/stats` and `GET /api/admin/audit` (DESIGN.md §4). */
export const AUDIT_PAGE_SIZE = 20;

export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'stats'],
    queryFn: ({ signal }) => apiFetch('/api/admin/stats', { schema: adminStatsSchema, signal }),
  });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());

export const getAuditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminKey, 'audit'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch(`/api/admin/audit?${query}`, { schema: auditPageSchema, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLog = () => useInfiniteQuery(getAuditLogQueryOptions());
