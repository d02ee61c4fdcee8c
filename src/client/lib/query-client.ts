import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '#client/config/query.ts';
import { ApiError } from './api-error.ts';

/**
 * SPEC §7's data-fetching defaults: 5 min stale, 30 min cache, no refetch on focus, one retry with
 * exponential backoff capped at 30 s. A 4xx is never retried: the server has answered, and asking
 * again only delays the error the user needs to see.
 */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < QUERY_MAX_RETRIES && !(error instanceof ApiError && error.isClientError);

export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
