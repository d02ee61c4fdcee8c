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
  /** An integration used before it is connected (features/integrations). */
  'not_connected',
  /** A sending tool, CRM or Slack refused the API key or webhook URL given to connect it. */
  'credential_rejected',
  /** A sending tool, CRM or Slack could not be reached or failed (5xx, timeout). */
  'integration_unavailable',
  'rate_limited',
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
