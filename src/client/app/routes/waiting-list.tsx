import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { LogoutButton } from '#client/features/auth/components/logout-button.tsx';
import { WaitlistStatus } from '#client/features/waitlist/components/waitlist-status.tsx';

/** Checks for approval once a minute; the guard moves an approved user on to the dashboard. */
const APPROVAL_POLL_MS = 60_000;

/** /waiting-list (SPEC §2), behind `RequirePendingUser`. */
export function Component() {
  const { data: me } = useMe({ refetchInterval: APPROVAL_POLL_MS });
  return (
    <AuthPage
      title="You're on the waiting list"
      description={
        me ? `Thanks for signing up, ${me.name}. We'll open your account as soon as it's approved.` : undefined
      }
    >
      {me ? (
        <WaitlistStatus me={me} actions={<LogoutButton variant="outline" className="w-full" />} />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label="Loading your place in line" />
        </div>
      )}
    </AuthPage>
  );
}
