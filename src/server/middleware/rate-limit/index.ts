import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppBindings, AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { BufferedRateLimitStore } from './buffered-store.ts';
import { COUNTER_PREFIXES } from '#server/lib/rate-limit/db-store.ts';
import { rateLimitHeaders, retryAfterSeconds, type AppliedLimit } from './headers.ts';

/**
 * Rate limits of the public API (docs/decisions/019), counted in the database (lib/rate-limit/db-store.ts) through a
 * per-process buffer that writes every second (buffered-store.ts, docs/decisions/036), over fixed
 * one-minute windows:
 * - per API key, `API_KEY_RPM` (default 120/min = 2/s sustained, bursts to 120): enough to poll a
 *   batch's progress every second while paging e-mails and exporting, and generation itself is queued,
 *   so a client never needs more; it is Smartlead's published 60/min doubled, well under what
 *   one process serves (bench/http.ts);
 * - per user on expensive calls (`EXPENSIVE_ROUTES`: generate, regenerate, personalize, score, import),
 *   `EXPENSIVE_RPM` (default 30/min), by key or cookie session alike: each call spends model tokens,
 *   runs the whole score's language analysis on text the caller chose, or parses up to 50 MB, and a
 *   person clicking in the app stays far below it.
 * Every answer of a limited request carries the RateLimit-* fields (headers.ts); a refused one is 429
 * `rate_limited` problem+json with `Retry-After`.
 */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export const EXPENSIVE_ROUTES: readonly RegExp[] = [
  /^\/api\/v1\/campaigns\/[^/]+\/generate$/,
  /^\/api\/v1\/emails\/[^/]+\/regenerate$/,
  /^\/api\/v1\/personalize$/,
  /^\/api\/v1\/score$/,
  /^\/api\/v1\/campaigns\/[^/]+\/prospects$/,
];
export const isExpensive = (method: string, path: string) =>
  method === 'POST' && EXPENSIVE_ROUTES.some((route) => route.test(path));

const LIMITS = { apiKey: 'rateLimitApiKey', expensive: 'rateLimitExpensive' } as const;
type LimitName = keyof typeof LIMITS;

function appliedLimits(c: Context<AppBindings>): AppliedLimit[] {
  return Object.values(LIMITS).flatMap((property) => {
    const info = c.get(property);
    return info ? [{ ...info, windowMs: RATE_LIMIT_WINDOW_MS }] : [];
  });
}

function limiter(
  deps: AppDeps,
  name: LimitName,
  limit: number,
  subject: (c: Context<AppBindings>) => string | undefined,
): MiddlewareHandler<AppBindings> {
  return rateLimiter<AppBindings>({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit,
    // Our own headers, once for all the limits of a request (rateLimits below).
    standardHeaders: false,
    requestPropertyName: LIMITS[name],
    requestStorePropertyName: `${LIMITS[name]}Store`,
    store: new BufferedRateLimitStore(deps.db, COUNTER_PREFIXES[name]),
    skip: (c) => subject(c) === undefined,
    keyGenerator: (c) => subject(c)!,
    handler: (c) => {
      const limits = appliedLimits(c);
      const exhausted = { ...c.get(LIMITS[name])!, windowMs: RATE_LIMIT_WINDOW_MS };
      const what =
        name === 'apiKey'
          ? `${limit} requests a minute per API key`
          : `${limit} generate, regenerate, personalize, score and import calls a minute per account`;
      throw new AppError('rate_limited', `Over the limit of ${what}. Retry after the Retry-After seconds.`, {
        headers: { ...rateLimitHeaders(limits), 'Retry-After': String(retryAfterSeconds(exhausted)) },
      });
    },
  });
}

/** The limiters for `/api/v1/*`, after the session or key is known; headers go on every limited answer. */
export function rateLimits(deps: AppDeps): MiddlewareHandler<AppBindings>[] {
  const { API_KEY_RPM, EXPENSIVE_RPM } = deps.env;
  return [
    limiter(deps, 'apiKey', API_KEY_RPM, (c) => c.get('apiKey')?.id),
    limiter(deps, 'expensive', EXPENSIVE_RPM, (c) =>
      isExpensive(c.req.method, c.req.path) ? c.get('session')?.user.id : undefined,
    ),
    createMiddleware<AppBindings>(async (c, next) => {
      for (const [name, value] of Object.entries(rateLimitHeaders(appliedLimits(c)))) c.header(name, value);
      await next();
    }),
  ];
}
