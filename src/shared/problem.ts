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
  /** The AI provider failed a one-off call (POST /api/v1/personalize): its own message, as the SSE `error` event says it. */
  'provider_error',
  'rate_limited',
  /** The same Idempotency-Key was sent with another request (draft-ietf-httpapi-idempotency-key-header §2.7). */
  'idempotency_key_reused',
  /** The first request with this Idempotency-Key is still running. */
  'idempotency_key_in_progress',
  /** A regeneration instruction the offline composer cannot follow: it needs an AI provider. */
  'instruction_needs_provider',
  /** A regeneration instruction the offline composer knows, with nothing to work on in this e-mail (a blank field). */
  'instruction_not_applicable',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  path: z
    .string()
    .meta({ description: 'The field, as a dotted path into the request part (`brief.offer`, `ids.3`, `limit`).' }),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `.meta` names it `Problem` in the OpenAPI document (a response-only schema: see server lib/openapi.ts). */
export const problemSchema = z
  .object({
    type: z.string().meta({ description: 'A URI naming the problem type: `https://coldsmith.app/problems/<code>`.' }),
    title: z.string(),
    status: z.number().meta({ description: 'The HTTP status code.' }),
    code: z.string().meta({
      description: 'Stable machine-readable code; branch on this, not on `title` or `detail`.',
      examples: ['validation_failed', 'not_found'],
    }),
    detail: z.string().optional(),
    instance: z.string().optional().meta({ description: 'The request path.' }),
    requestId: z.string().optional().meta({ description: 'Quote it when you contact support.' }),
    errors: z.array(fieldErrorSchema).optional().meta({ description: 'For `validation_failed`: each bad field.' }),
  })
  .meta({
    id: 'Problem',
    description: 'RFC 9457 problem details (`application/problem+json`) with our stable `code`.',
  });
export type Problem = z.infer<typeof problemSchema>;
