import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { homePathFor, redirectTargetFrom } from '#client/features/auth/utils/destinations.ts';

/** Better Auth's error codes on the return from Google, in words. */
const errorText: Record<string, string> = {
  email_not_verified:
    'Google has not verified this e-mail address, so it cannot sign you in. Verify it with Google, or sign up with e-mail and a password.',
  access_denied: 'Google sign-in was cancelled.',
  state_mismatch: 'The sign-in took too long or was started in another tab. Please try again.',
};

/**
 * /auth/callback (SPEC §2 "Return point for OAuth sign-in"): where Google sign-in ends. With a session,
 * SPEC §4's toast and on to where the user belongs (the remembered `redirectTo`, the dashboard, or the
 * waiting list for a new account); with `?error=`, what went wrong and a way back.
 */
export function Component() {
  const location = useLocation();
  const error = new URLSearchParams(location.search).get('error');
  const { data: me, isPending } = useMe();
  const greeted = useRef(false);
  useEffect(() => {
    if (me && !greeted.current) {
      greeted.current = true;
      toast.success('Signed in successfully');
    }
  }, [me]);

  if (!error && isPending) return <Spinner label="Signing you in" className="flex justify-center py-24" />;
  if (!error && me) return <Navigate to={homePathFor(me, redirectTargetFrom(location.search))} replace />;
  return (
    <StatusPage
      icon={TriangleAlert}
      title="Sign-in did not complete"
      actions={
        <Button asChild>
          <Link to={paths.login}>Back to sign in</Link>
        </Button>
      }
    >
      <p>{(error && errorText[error]) ?? 'We could not sign you in with Google. Please try again.'}</p>
    </StatusPage>
  );
}
