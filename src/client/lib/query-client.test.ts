import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query client defaults (SPEC §7)', () => {
  it('uses 5 min stale time, 30 min cache and no refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(300_000);
    expect(queries.gcTime).toBe(1_800_000);
    expect(queries.refetchOnWindowFocus).toBe(false);
  });

  it('retries a network or server failure once, never a 4xx', () => {
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 503, code: 'x', title: 'x' }))).toBe(true);
    expect(shouldRetry(1, new TypeError('fetch failed'))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 401, code: 'unauthenticated', title: 'x' }))).toBe(false);
  });

  it('backs off exponentially up to 30 s', () => {
    expect(retryDelay(0)).toBe(1_000);
    expect(retryDelay(1)).toBe(2_000);
    expect(retryDelay(10)).toBe(30_000);
  });
});
