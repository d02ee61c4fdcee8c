import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, FieldError } from '#shared/problem.ts';

/**
 * The one error type routes and services throw for an expected refusal (after documenso's
 * packages/lib/errors/app-error.ts: a code, a code → status map, one handler). `app.onError`
 * renders it as RFC 9457 problem+json with its stable `code`; anything else becomes a generic 500 that
 * leaks nothing. Codes and statuses: DESIGN.md §4 "Refusals".
 */
const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  unauthenticated: 401,
  pending_approval: 403,
  account_suspended: 403,
  forbidden: 403,
  not_found: 404,
  validation_failed: 400,
  conflict: 409,
  already_initialized: 409,
  last_superadmin: 409,
  too_large: 413,
  empty: 422,
  not_csv: 422,
  not_json_array: 422,
  no_header: 422,
  invalid_mapping: 400,
  url_not_allowed: 400,
  unsupported_media_type: 415,
  not_connected: 409,
  credential_rejected: 422,
  integration_unavailable: 502,
  provider_error: 502,
  rate_limited: 429,
  idempotency_key_reused: 422,
  idempotency_key_in_progress: 409,
  instruction_needs_provider: 422,
  instruction_not_applicable: 422,
  internal_error: 500,
};

const titleByCode: Record<ErrorCode, string> = {
  unauthenticated: 'Sign in required',
  pending_approval: 'Your account is waiting for approval',
  account_suspended: 'Your account is suspended',
  forbidden: 'You do not have permission to do this',
  not_found: 'Not found',
  validation_failed: 'The request is not valid',
  conflict: 'Conflict',
  already_initialized: 'An administrator already exists',
  last_superadmin: 'The last superadmin cannot lose that role',
  too_large: 'Too large',
  empty: 'The file is empty',
  not_csv: 'The file is not a CSV file',
  not_json_array: 'The body is not a JSON array of objects',
  no_header: 'The file has no header row',
  invalid_mapping: 'The column mapping is not valid',
  url_not_allowed: 'The URL is not allowed',
  unsupported_media_type: 'Unsupported media type',
  not_connected: 'This integration is not connected',
  credential_rejected: 'The service refused this credential',
  integration_unavailable: 'The service could not be reached',
  provider_error: 'The AI provider failed',
  rate_limited: 'Too many requests',
  idempotency_key_reused: 'This Idempotency-Key was used for another request',
  idempotency_key_in_progress: 'A request with this Idempotency-Key is still running',
  instruction_needs_provider: 'This instruction needs an AI provider',
  instruction_not_applicable: 'This instruction does not apply to this e-mail',
  internal_error: 'Something went wrong on our side',
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly title: string;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? titleByCode[code]);
    this.name = 'AppError';
    this.status = statusByCode[code];
    this.title = titleByCode[code];
  }
}

/** A 400 `validation_failed` listing each bad field. */
export const validationError = (errors: FieldError[], detail = 'Check the listed fields.') =>
  new AppError('validation_failed', detail, { errors });
