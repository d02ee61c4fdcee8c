import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { DeleteAccountForm } from '#client/features/account-deletion/components/delete-account-form.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { NO_USER_TO_DELETE } from '#shared/accounts.ts';

/**
 * /account/deletion (SPEC §2; docs/decisions/017). Open to every signed-in account, pending and suspended
 * ones included (anyone may leave); with no session it says SPEC §8's 'No authenticated user to delete'.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner label="Loading your account" className="flex justify-center py-20" />;
  if (!me) {
    return (
      <StatusPage
        icon={UserX}
        title={NO_USER_TO_DELETE}
        actions={
          <Button asChild>
            <Link to={{ pathname: paths.login, search: `?redirectTo=${encodeURIComponent(paths.accountDeletion)}` }}>
              Sign in
            </Link>
          </Button>
        }
      >
        <p>Sign in to the account you want to delete.</p>
      </StatusPage>
    );
  }
  return (
    <AuthPage title="Delete your account" description="Everything Coldsmith holds for this account goes with it.">
      <DeleteAccountForm me={me} />
    </AuthPage>
  );
}
