import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { paths } from '#client/config/paths.ts';
import { SignupForm } from '#client/features/auth/components/signup-form.tsx';
import { GoogleSignIn } from '#client/features/google-sign-in/components/google-button.tsx';

/** /signup (SPEC §2): new accounts join the waiting list. */
export function Component() {
  return (
    <AuthPage
      title="Secure your spot"
      description="Create your account to join the waiting list. We approve new accounts in order of sign-up."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <GoogleSignIn />
      <SignupForm />
    </AuthPage>
  );
}
