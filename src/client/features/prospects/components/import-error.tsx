import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { ApiError, errorMessage } from '#client/lib/api-error.ts';

/** Titles for the import's refusals (DESIGN.md §4); the body is always the server's own `detail`. */
const titles: Record<string, string> = {
  too_large: 'The file is too large',
  not_csv: 'This is not a CSV file',
  empty: 'The file is empty',
  no_header: 'No header row found',
  invalid_mapping: 'The column mapping was refused',
  validation_failed: 'The upload was refused',
};

export function ImportError({ error }: { error: unknown }) {
  const title = error instanceof ApiError ? (titles[error.code] ?? error.title) : 'The upload failed';
  const detail =
    error instanceof ApiError && error.errors.length > 0
      ? error.errors.map((e) => e.message).join(' ')
      : errorMessage(error);
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{detail}</AlertDescription>
    </Alert>
  );
}
