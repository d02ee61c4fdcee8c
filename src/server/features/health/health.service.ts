import type { AppDeps } from '#server/app-deps.ts';
import { pingDatabase } from '#server/db/client.ts';
import { APP_VERSION } from '#shared/app.ts';
import type { CheckStatus, Health, HealthCheck } from '#shared/health.ts';

/**
 * `GET /api/health` (DESIGN.md §4) with real checks: the database answers a query, and the auth
 * subsystem resolves the caller's session and reads its own `sessions` table through Better Auth's
 * adapter. Messages are SPEC §8's ('Database connected successfully', 'Database error: …', …).
 *
 * A check slower than `SLOW_CHECK_MS` is `warn` (the service works but degraded); a throwing one is
 * `error` and makes the answer 503.
 */
export const SLOW_CHECK_MS = 1_000;

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

export async function checkHealth(deps: Pick<AppDeps, 'db' | 'auth'>, headers: Headers): Promise<Health> {
  const api: HealthCheck = { status: 'ok', latencyMs: 0, message: 'API is operational' };
  const database = await timed(async () => {
    await pingDatabase(deps.db);
    return 'Database connected successfully';
  }, 'Database error');
  let authenticated = false;
  const auth = await timed(async () => {
    const context = await deps.auth.$context;
    await context.adapter.count({ model: 'session' });
    authenticated = Boolean(await deps.auth.api.getSession({ headers }));
    return authenticated ? 'Authenticated successfully' : 'Not authenticated';
  }, 'Auth error');
  const statuses: CheckStatus[] = [api.status, database.status, auth.status];
  return {
    status: statuses.includes('error') ? 'error' : statuses.includes('warn') ? 'degraded' : 'ok',
    version: APP_VERSION,
    checks: { api, database, auth: { ...auth, authenticated } },
  };
}
