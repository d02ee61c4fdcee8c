import type { ProblemStatus } from '#server/lib/openapi.ts';
import { isExpensive } from '#server/middleware/rate-limit/index.ts';

/**
 * The statuses an operation can answer because of the request pipeline in front of its route (app.ts),
 * whatever the route itself declares (docs/decisions/031). One rule per step, in app.ts's order:
 *
 * - every operation: 431 from Node's HTTP server (headers over 16 KB; lib/openapi.ts HEADERS_TOO_LARGE);
 * - behind the session middleware (an operation with a non-empty `security`):
 *   - 403 `forbidden`: a cross-site cookie write (middleware/same-origin.ts), a key's missing scope
 *     (middleware/scope.ts), or the account's status (`requireUser`);
 *   - 401 `unauthenticated`: no session or key, or a bad one (middleware/session.ts);
 *   - 413 `too_large` on a method with a body: the body limit (app.ts `bodyLimitOf`);
 *   - 429 `rate_limited` when an API key may call it (`API_KEY_RPM`) or it is expensive
 *     (`EXPENSIVE_RPM`, middleware/rate-limit);
 *   - on POST, `Idempotency-Key` (middleware/idempotency): 400 malformed, 409 in progress, 422 reused.
 *
 * @param method - upper case, e.g. `POST`
 * @param path - the document's path, e.g. `/api/v1/campaigns/{id}/generate`
 * @param security - the operation's `security` (empty: public); `bearerAuth` in it means keys may call it
 */
export function pipelineStatuses(
  method: string,
  path: string,
  security: readonly Record<string, unknown>[] | undefined,
): (ProblemStatus | 431)[] {
  const statuses: (ProblemStatus | 431)[] = [431];
  if (!security || security.length === 0) return statuses;
  statuses.push(401, 403);
  if (method !== 'GET' && method !== 'HEAD') statuses.push(413);
  const byKey = security.some((requirement) => 'bearerAuth' in requirement);
  if (byKey || isExpensive(method, path)) statuses.push(429);
  if (method === 'POST') statuses.push(400, 409, 422);
  return statuses;
}
