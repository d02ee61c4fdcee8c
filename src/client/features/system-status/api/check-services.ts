import { queryOptions, useQuery } from '@tanstack/react-query';
import { toStatusReport, type HealthAttempt, type StatusReport } from '../utils/status-report.ts';

/**
 * One health check of the services, as the status page shows it. It never rejects: a failed request
 * is itself a result (the API card says 'API error: …'), so the page always has cards to draw.
 */
export async function checkServices(): Promise<StatusReport> {
  const started = performance.now();
  let attempt: HealthAttempt;
  try {
    const response = await fetch('/api/health', {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    const roundTripMs = performance.now() - started;
    attempt = {
      kind: 'answered',
      httpStatus: response.status,
      body: await response.json().catch(() => undefined),
      roundTripMs,
    };
  } catch (error) {
    attempt = { kind: 'failed', error };
  }
  return toStatusReport(attempt, new Date());
}

/** Always fresh: a status page showing a cached answer would be lying. */
export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['system-status'], queryFn: checkServices, staleTime: 0, gcTime: 0, retry: false });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
