import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { InitializeAdmin } from '#shared/auth.ts';
import { getMeQueryOptions } from './get-me.ts';

/**
 * `POST /api/admin/initialize`: creates the first superadmin and signs them in (DESIGN.md §4). Answers
 * 409 `already_initialized` once an administrator exists, 409 `conflict` for a taken e-mail.
 */
export async function initializeAdmin(input: InitializeAdmin): Promise<void> {
  await apiFetch('/api/admin/initialize', { method: 'POST', body: input });
}

/** `GET /api/admin/initialize`: whether the first administrator exists already. */
export const getInitialized = () => apiFetch<{ initialized: boolean }>('/api/admin/initialize');

export const getInitializedQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'initialized'], queryFn: getInitialized, staleTime: 0 });

export const useInitialized = () => useQuery(getInitializedQueryOptions());

export function useInitializeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getInitializedQueryOptions().queryKey }),
      ]),
  });
}
