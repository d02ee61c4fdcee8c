/**
 * The rate-limit fields of draft-ietf-httpapi-ratelimit-headers-06 (RateLimit-Limit, -Remaining,
 * -Reset, -Policy), the version hono-rate-limiter and most clients read today. When several limits
 * apply to a request (an API key's and the per-user limit on expensive calls), the three counters
 * describe the one closest to exhaustion and RateLimit-Policy lists every limit as `limit;w=seconds`.
 */
export type AppliedLimit = { limit: number; remaining: number; resetTime: Date | undefined; windowMs: number };

const secondsUntil = (date: Date | undefined, windowMs: number) =>
  date ? Math.max(0, Math.ceil((date.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);

/** The tightest limit: fewest requests left; on a tie, the one that resets last. */
export function tightest(limits: readonly AppliedLimit[]): AppliedLimit | undefined {
  return [...limits].sort(
    (a, b) => a.remaining - b.remaining || (b.resetTime?.getTime() ?? 0) - (a.resetTime?.getTime() ?? 0),
  )[0];
}

export function rateLimitHeaders(limits: readonly AppliedLimit[]): Record<string, string> {
  const tight = tightest(limits);
  if (!tight) return {};
  return {
    'RateLimit-Limit': String(tight.limit),
    'RateLimit-Remaining': String(tight.remaining),
    'RateLimit-Reset': String(secondsUntil(tight.resetTime, tight.windowMs)),
    'RateLimit-Policy': limits.map((l) => `${l.limit};w=${Math.ceil(l.windowMs / 1000)}`).join(', '),
  };
}

/** `Retry-After` (RFC 9110 §10.2.3) for a refused request: whole seconds until the exhausted window ends, at least 1. */
export const retryAfterSeconds = (limit: AppliedLimit) => Math.max(1, secondsUntil(limit.resetTime, limit.windowMs));
