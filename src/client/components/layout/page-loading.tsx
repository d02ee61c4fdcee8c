import { Spinner } from '#client/components/ui/spinner.tsx';

/** Shown while the first route's code loads (React Router's `HydrateFallback`). */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading Coldsmith" />
    </div>
  );
}
