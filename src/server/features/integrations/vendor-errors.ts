import { AppError } from '#server/lib/errors.ts';
import { VendorError } from './connectors/vendor-http.ts';

/**
 * A vendor's refusal as our API's answer: a refused credential is 422 `credential_rejected` (on the
 * form's `field` when given), anything else from the vendor (down, rate-limited, a 4xx about the
 * request) is 502 `integration_unavailable` — the request was fine, the tool was not. Other errors pass
 * through unchanged (a bug is a 500).
 */
export function toAppError(error: unknown, field?: string): unknown {
  if (!(error instanceof VendorError)) return error;
  if (error.kind === 'auth' || (field && error.kind === 'rejected' && error.status !== null && error.status < 500)) {
    return new AppError(
      'credential_rejected',
      error.message,
      field ? { errors: [{ path: field, message: error.message }] } : {},
    );
  }
  return new AppError('integration_unavailable', error.message);
}
