import { errorMessage, isNetworkError } from '#client/lib/api-error.ts';
import { healthSchema } from '#shared/health.ts';

/**
 * Turns one `GET /api/health` attempt into the status page's three cards (SPEC §2 "System status
 * page"). The messages are SPEC §8's: the server writes those of its checks ('Database connected
 * successfully', 'Not authenticated', 'Database error: …'); the client adds 'API error: …' when the API
 * itself did not answer usefully. The API card's response time is the round trip the browser measured,
 * the one a user feels; the database and auth times are the server's own measurements.
 */
export const SERVICES = ['api', 'database', 'auth'] as const;
export type ServiceName = (typeof SERVICES)[number];
export type ServiceStatus = 'ok' | 'warn' | 'error';

export type ServiceCheck = { status: ServiceStatus; latencyMs: number | null; message: string };
export type StatusReport = { services: Record<ServiceName, ServiceCheck>; version: string | null; checkedAt: string };

export type HealthAttempt =
  { kind: 'answered'; httpStatus: number; body: unknown; roundTripMs: number } | { kind: 'failed'; error: unknown };

const NOT_CHECKED = 'not checked, the API did not answer';

const unreachable = (apiMessage: string): Record<ServiceName, ServiceCheck> => ({
  api: { status: 'error', latencyMs: null, message: `API error: ${apiMessage}` },
  database: { status: 'error', latencyMs: null, message: `Database error: ${NOT_CHECKED}` },
  auth: { status: 'error', latencyMs: null, message: `Auth error: ${NOT_CHECKED}` },
});

const round = (ms: number) => Math.round(ms);

export function toStatusReport(attempt: HealthAttempt, checkedAt: Date): StatusReport {
  const at = checkedAt.toISOString();
  if (attempt.kind === 'failed') {
    const message = isNetworkError(attempt.error) ? 'network error, no answer' : errorMessage(attempt.error);
    return { services: unreachable(message), version: null, checkedAt: at };
  }
  // A 503 still carries the checks: the API answered, something behind it did not.
  const health = healthSchema.safeParse(attempt.body);
  if (!health.success) {
    return { services: unreachable(`HTTP ${attempt.httpStatus}, not a health report`), version: null, checkedAt: at };
  }
  const { api, database, auth } = health.data.checks;
  return {
    services: {
      api: { status: api.status, latencyMs: round(attempt.roundTripMs), message: api.message },
      database: { status: database.status, latencyMs: round(database.latencyMs), message: database.message },
      auth: { status: auth.status, latencyMs: round(auth.latencyMs), message: auth.message },
    },
    version: health.data.version,
    checkedAt: at,
  };
}

/** True when any service is in error: the refresh then says 'Status Check Failed' (SPEC §8). */
export const hasFailure = (report: StatusReport) => SERVICES.some((name) => report.services[name].status === 'error');
