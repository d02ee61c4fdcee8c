/**
 * Why an import is refused as a whole (a single bad row never refuses a file: it is kept and flagged).
 * The import library throws only this error for bad input; anything else is a bug. The route maps
 * `code` to an HTTP status with {@link importErrorStatus} (DESIGN.md §4: 413 over the limits, 422 for a
 * file that is not CSV) and shows `message`, which is written for the person who uploaded the file.
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

/** HTTP status per code: 413 `too_large` and 422 for unreadable files (DESIGN.md §4); 400 for a bad mapping. */
export const importErrorStatus: Record<ImportErrorCode, 400 | 413 | 422> = {
  empty: 422,
  not_csv: 422,
  not_json_array: 422,
  no_header: 422,
  too_large: 413,
  invalid_mapping: 400,
};

export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}
