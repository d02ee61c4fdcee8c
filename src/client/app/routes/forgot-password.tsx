import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { paths } from '#client/config/paths.ts';
import { ForgotPasswordForm } from '#client/features/password-reset/components/forgot-password-form.tsx';

/** /auth/forgot-password (SPEC §2): request a password-reset e-mail. */
export function Component() {
  return (
    <AuthPage
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
