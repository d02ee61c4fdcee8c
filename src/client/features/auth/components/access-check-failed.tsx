import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-error.ts';

type Props = { failure: { error: unknown; retry: () => void } | null; children: ReactNode };

/**
 * A guarded page whose access check failed (`GET /api/v1/me` answered an error twice, SPEC §9): the page
 * still renders, as SPEC §6 fails open, under an error state that says why and offers Retry — the only
 * way the check is asked again (no request loop; see `getMeQueryOptions`).
 */
export function AccessCheckFailed({ failure, children }: Props) {
  if (!failure) return children;
  return (
    <>
      <div className="mx-auto w-full max-w-5xl px-4 pt-4">
        <Alert variant="destructive">
          <ShieldAlert aria-hidden />
          <AlertTitle>We couldn't check your access</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(failure.error)} The page is shown anyway; the server still checks everything you do.</p>
            <Button type="button" size="sm" variant="outline" className="mt-1" onClick={failure.retry}>
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      </div>
      {children}
    </>
  );
}
