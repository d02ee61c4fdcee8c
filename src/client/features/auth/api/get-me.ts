import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import type { Me } from '#shared/users.ts';

/**
 * `GET /api/v1/me`: who is signed in, with role, status and waiting-list position (DESIGN.md §4), or
 * `null` when nobody is.
 *
 * Better Auth's `GET /api/auth/get-session` is asked first: without a session it answers 200 `null`,
 * so a signed-out visitor — on the landing page, /login, /signup, the legal pages — never gets the
 * 401 of `/api/v1/me`, which browsers log as a console error (Lighthouse best practices). A signed-in
 * user pays one request more, once per `me` fetch (5 min stale, SPEC §9). A 401 that still comes (the
 * session ended in between) is an answer, not a failure: it resolves to `null` and is never retried.
 *
 * Unlike other endpoints, the answer is not parsed with the shared zod schema (`meSchema`): every page
 * asks it, the landing page included, and that page must not load zod (its JavaScript budget,
 * docs/decisions/016). The shape is held by the server's own tests of `GET /api/v1/me`
 * (src/server/features/accounts/me.db.test.ts).
 */
export async function getMe(): Promise<Me | null> {
  const session = await apiFetch<unknown>('/api/auth/get-session');
  if (session === null) return null;
  try {
    return await apiFetch<Me>('/api/v1/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryKey = ['me'] as const;

/**
 * SPEC §9's query defaults (one retry with backoff) and one more rule: a failed `me` is not asked again
 * because another component mounts (`retryOnMount: false`). Without it every guard and header that
 * mounts after the failure refetched; a refetch with no data turns the query back to pending, the
 * guards unmounted the page for their spinner and remounted it on the next failure: a loop of
 * requests. After a failure only the Retry of the error state (`AccessCheckFailed`) asks again.
 */
export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, retryOnMount: false });

/** `refetchInterval` lets a page that waits on the server (the waiting list) notice approval. */
export const useMe = (options: { refetchInterval?: number } = {}) => useQuery({ ...getMeQueryOptions(), ...options });

/** After a change to the account (a factor, the name, the session), `me` is stale: refetch it. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}
