import type { AppDeps } from '#server/app-deps.ts';
import { pingDatabase } from '#server/db/client.ts';
import { APP_VERSION } from '#shared/app.ts';
import type { CheckStatus, Health, HealthCheck } from '#shared/health.ts';

/**
 * `GET /api/health` (DESIGN.md §4) with real checks: the database answers a query, and the auth
 * subsystem reads its own `sessions` table through Better Auth's adapter and resolves the caller's
 * session. Messages are SPEC §8's ('Database connected successfully', 'Database error: …', …).
 *
 * A check slower than `SLOW_CHECK_MS` is `warn` (the service works but degraded); a throwing one is
 * `error` and makes the answer 503 (docs/decisions/008).
 *
 * The two checks that do not depend on the caller (the database query, the auth table read) run at
 * most once per `HEALTH_CACHE_MS` per app (one per process), and callers within that time share their
 * result, latency included (docs/decisions/036): they cost 1.5 ms of PGlite's single connection, so
 * a monitor polling hard would otherwise take the database from the API. A failure therefore shows
 * within `HEALTH_CACHE_MS` plus the check's own time, and a recovery as fast. The caller's session is
 * resolved on every request, and only when the request carries cookies (without them there is no
 * session to find).
 */
export const SLOW_CHECK_MS = 1_000;
/** How long the shared checks' result is reused, in ms: a second, far below any monitor's interval. */
export const HEALTH_CACHE_MS = 1_000;

async function timed(run: () => Promise<string>, errorPrefix: string): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const message = await run();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: latencyMs > SLOW_CHECK_MS ? 'warn' : 'ok', latencyMs, message };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'error', latencyMs, message: `${errorPrefix}: ${(error as Error).message}` };
  }
}

type Shared = { database: HealthCheck; authStore: HealthCheck };
// Per app (its deps object), so a new app on a reused database starts without a result.
const shared = new WeakMap<object, { until: number; result: Promise<Shared> }>();

async function runShared(deps: Pick<AppDeps, 'db' | 'auth'>): Promise<Shared> {
  const database = await timed(async () => {
    await pingDatabase(deps.db);
    return 'Database connected successfully';
  }, 'Database error');
  const authStore = await timed(async () => {
    const context = await deps.auth.$context;
    await context.adapter.count({ model: 'session' });
    return 'ok';
  }, 'Auth error');
  return { database, authStore };
}

/** The shared checks, from the last `HEALTH_CACHE_MS` or run now (one run however many callers wait). */
function sharedChecks(deps: Pick<AppDeps, 'db' | 'auth'>, now = Date.now()): Promise<Shared> {
  const cached = shared.get(deps);
  if (cached && cached.until > now) return cached.result;
  const result = runShared(deps);
  shared.set(deps, { until: now + HEALTH_CACHE_MS, result });
  // The window starts when the checks end, so a slow check is not rerun by the callers it kept waiting.
  void result.then(() => shared.set(deps, { until: Date.now() + HEALTH_CACHE_MS, result }));
  return result;
}

export async function checkHealth(deps: Pick<AppDeps, 'db' | 'auth'>, headers: Headers): Promise<Health> {
  const api: HealthCheck = { status: 'ok', latencyMs: 0, message: 'API is operational' };
  const { database, authStore } = await sharedChecks(deps);
  let authenticated = false;
  const session = await timed(async () => {
    authenticated = headers.has('cookie') && Boolean(await deps.auth.api.getSession({ headers }));
    return authenticated ? 'Authenticated successfully' : 'Not authenticated';
  }, 'Auth error');
  const auth: HealthCheck =
    authStore.status === 'error'
      ? authStore
      : {
          status: session.status === 'ok' ? authStore.status : session.status,
          latencyMs: Math.round((authStore.latencyMs + session.latencyMs) * 10) / 10,
          message: session.message,
        };
  const statuses: CheckStatus[] = [api.status, database.status, auth.status];
  return {
    status: statuses.includes('error') ? 'error' : statuses.includes('warn') ? 'degraded' : 'ok',
    version: APP_VERSION,
    checks: { api, database, auth: { ...auth, authenticated } },
  };
}
