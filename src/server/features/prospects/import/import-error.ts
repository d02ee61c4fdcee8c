import { AppError } from '#server/lib/errors.ts';

/**
 * Why an import is refused as a whole (a single bad row never refuses a file: it is kept and flagged).
 * The import library throws only this error for bad input; anything else is a bug. It is an AppError,
 * so `app.onError` renders it as problem+json like every other refusal (lib/problem.ts), with the status
 * lib/errors.ts gives its code (DESIGN.md §4): 413 `too_large` over the limits; 422 `empty`, `not_csv`,
 * `not_json_array`, `no_header` for a file that cannot be read as prospects; 400 `invalid_mapping`.
 * `message` (the problem's `detail`) is written for the person who uploaded the file; the CLI prints it.
 */
export const importErrorCodes = [
  'empty',
  'not_csv',
  'not_json_array',
  'no_header',
  'too_large',
  'invalid_mapping',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export class ImportError extends AppError {
  declare readonly code: ImportErrorCode;
  constructor(code: ImportErrorCode, message: string) {
    super(code, message);
    this.name = 'ImportError';
  }
}
