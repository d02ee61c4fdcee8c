import { z } from 'zod';

/**
 * `GET /api/health` (DESIGN.md §4). A check is `warn` when it works but is slow or incomplete; the
 * overall status is `error` (HTTP 503) when any check is `error`, `degraded` when any is `warn`.
 * The auth check also says whether the caller is signed in (`authenticated`), which the status page
 * shows; an anonymous caller does not make the service degraded.
 */
export const checkStatusSchema = z.enum(['ok', 'warn', 'error']);
export const healthCheckSchema = z.object({
  status: checkStatusSchema,
  latencyMs: z.number(),
  message: z.string(),
});
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'error']),
    version: z.string(),
    checks: z.object({
      api: healthCheckSchema,
      database: healthCheckSchema,
      auth: healthCheckSchema.extend({ authenticated: z.boolean() }),
    }),
  })
  .meta({ id: 'Health' });
export type CheckStatus = z.infer<typeof checkStatusSchema>;
export type HealthCheck = z.infer<typeof healthCheckSchema>;
export type Health = z.infer<typeof healthSchema>;
