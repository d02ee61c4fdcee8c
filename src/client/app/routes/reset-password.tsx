import { useSearchParams } from 'react-router';
import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { paths } from '#client/config/paths.ts';
import { InvalidResetLink } from '#client/features/password-reset/components/invalid-reset-link.tsx';
import { ResetPasswordForm } from '#client/features/password-reset/components/reset-password-form.tsx';

/**
 * /auth/reset-password?token=… (SPEC §2): the e-mailed link lands here. Without a token, or with
 * Better Auth's `?error=INVALID_TOKEN`, the page explains and offers a new link instead of a form.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const refused = params.has('error');
  return (
    <AuthPage
      title="Choose a new password"
      description={token && !refused ? 'Pick a password you do not use anywhere else.' : undefined}
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
        </p>
      }
    >
      {token && !refused ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLink reason={refused ? 'refused' : 'missing'} />
      )}
    </AuthPage>
  );
}
