import { Spinner } from '#client/components/ui/spinner.tsx';

/** What a guarded page shows while the user's access is checked (at most 3 s, SPEC §6). */
export function GuardSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Checking your access" />
    </div>
  );
}
