/**
 * When a failed delivery is tried again: exponential backoff over about a day (docs/decisions/020).
 *
 * The schedule is Svix's (https://docs.svix.com/retries: immediately, then 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h), whose first seven steps are also the Standard Webhooks spec's example schedule
 * ("Deliverability and reliability"). Eight attempts span 27 h 35 min: a receiver down for a day is
 * still caught up, and its owner has had the failures in the delivery log since the first minutes.
 * The spec's longer tail (14 h, 20 h, 24 h) is left out: three days of failure disable the endpoint
 * anyway (WEBHOOK_DISABLE_AFTER_MS), and a manual replay covers what a longer outage missed.
 *
 * Each delay gets up to RETRY_JITTER of itself added at random (the spec recommends jitter so that
 * retries of many deliveries that failed together do not arrive together).
 *
 * A 429 or 503 with `Retry-After` (RFC 9110 §10.2.3, seconds or an HTTP date) is honoured: the next
 * attempt waits at least that long, bounded by RETRY_AFTER_MAX_MS so a receiver cannot park a delivery
 * for weeks; the schedule's own delay still applies when it is longer.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
/** The first attempt plus one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const RETRY_JITTER = 0.1;
/** The longest step of the schedule: a Retry-After never pushes an attempt further than the schedule itself would. */
export const RETRY_AFTER_MAX_MS = 10 * 3_600_000;
/** Statuses whose Retry-After is honoured (RFC 9110 §15.6.4 and RFC 6585 §4 send it with these). */
export const RETRY_AFTER_STATUSES = new Set([429, 503]);

/**
 * @param attemptsMade - attempts made so far, the failed one included (1 after the first)
 * @param options.retryAfterMs - the receiver's Retry-After, in ms, when the status allows one
 * @param options.random - [0, 1) source of the jitter (tests pass a constant)
 * @returns ms until the next attempt, or null when the schedule is exhausted (the delivery failed)
 */
export function nextRetryDelayMs(
  attemptsMade: number,
  options: { retryAfterMs?: number | null | undefined; random?: () => number } = {},
): number | null {
  const base = RETRY_DELAYS_MS[attemptsMade - 1];
  if (base === undefined) return null;
  const delay = Math.round(base * (1 + RETRY_JITTER * (options.random ?? Math.random)()));
  const asked = options.retryAfterMs == null ? 0 : Math.min(options.retryAfterMs, RETRY_AFTER_MAX_MS);
  return Math.max(delay, asked);
}
