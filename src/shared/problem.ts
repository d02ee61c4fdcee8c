import { z } from 'zod';

/**
 * RFC 9457 problem details, the body of every API error (DESIGN.md §4). `code` is stable and is what
 * clients branch on; `detail` is for people. `errors` lists the fields of a `validation_failed`.
 */
export const errorCodes = [
  'unauthenticated',
  'pending_approval',
  'account_suspended',
  'forbidden',
  'not_found',
  'validation_failed',
  'conflict',
  'already_initialized',
  'last_superadmin',
  'too_large',
  'empty',
  'not_csv',
  'not_json_array',
  'no_header',
  'invalid_mapping',
  /** A user-supplied URL refused by the SSRF guard (DESIGN.md §5). */
  'url_not_allowed',
  'unsupported_media_type',
  'rate_limited',
  /** The same Idempotency-Key was sent with another request (draft-ietf-httpapi-idempotency-key-header §2.7). */
  'idempotency_key_reused',
  /** The first request with this Idempotency-Key is still running. */
  'idempotency_key_in_progress',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
