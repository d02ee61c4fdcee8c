/** TanStack Query defaults from SPEC §7 and §9 ("Query cache"). */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 30 * 60_000;
export const QUERY_MAX_RETRIES = 1;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
