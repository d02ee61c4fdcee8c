import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '#client/lib/api-error.ts';

/**
 * Shows a failed request in a form: each `errors[]` entry of a `validation_failed` problem goes under
 * its field, anything else becomes the form-level message (`root.server`), so nothing the server said
 * is lost.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const fieldErrors = error instanceof ApiError ? error.errors.filter((e) => fields.includes(e.path as Path<T>)) : [];
  for (const fieldError of fieldErrors)
    setError(fieldError.path as Path<T>, { type: 'server', message: fieldError.message });
  if (fieldErrors.length === 0 || (error instanceof ApiError && error.errors.length > fieldErrors.length)) {
    setError('root.server', { type: 'server', message: errorMessage(error) });
  }
}
