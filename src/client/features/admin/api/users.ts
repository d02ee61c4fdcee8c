import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '#client/features/auth/api/get-me.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import {
  adminUserPageSchema,
  bulkUpdateResultSchema,
  type AdminUserFilter,
  type BulkUpdateUsers,
} from '#shared/admin.ts';
import { adminUserSchema, type UpdateUser } from '#shared/users.ts';

/**
 * User management's endpoints (DESIGN.md §4 `/api/admin/users`), as query options and hooks. Every
 * change invalidates everything under `['admin']` (the list, the dashboard's counts, the audit log)
 * and the signed-in user (an admin may have changed their own role).
 */
export const USERS_PAGE_SIZE = 25;
export const adminKey = ['admin'] as const;

export const getAdminUsersQueryOptions = (filter: AdminUserFilter, cursor: string | undefined) =>
  queryOptions({
    queryKey: [...adminKey, 'users', filter, cursor ?? null],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
      if (cursor) query.set('cursor', cursor);
      return apiFetch(`/api/admin/users?${query}`, { schema: adminUserPageSchema, signal });
    },
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filter: AdminUserFilter, cursor: string | undefined) =>
  useQuery(getAdminUsersQueryOptions(filter, cursor));

function useInvalidateAdmin() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: adminKey }), client.invalidateQueries({ queryKey: meQueryKey })]);
}

/** `PATCH /api/admin/users/:id` `{status?, role?}` → the user. */
export function useUpdateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUser }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        schema: adminUserSchema,
      }),
    onSettled: invalidate,
  });
}

/** `POST /api/admin/users/bulk` `{ids, status}` → `{updated, skipped}`. */
export function useBulkUpdateUsers() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: BulkUpdateUsers) =>
      apiFetch('/api/admin/users/bulk', { method: 'POST', body: input, schema: bulkUpdateResultSchema }),
    onSettled: invalidate,
  });
}

/** `DELETE /api/admin/users/:id` → 204. */
export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
