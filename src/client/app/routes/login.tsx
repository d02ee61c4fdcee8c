import { useLocation } from 'react-router';
import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { paths } from '#client/config/paths.ts';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { GoogleSignIn } from '#client/features/google-sign-in/components/google-button.tsx';

/** /login (SPEC §2). Keeps `redirectTo` when the visitor switches to sign-up. */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthPage
      title="Sign in"
      description="Welcome back. Sign in to review and export your drafts."
      footer={
        <p>
          New to Coldsmith? <TextLink to={{ pathname: paths.signup, search }}>Create an account</TextLink>
        </p>
      }
    >
      <GoogleSignIn />
      <LoginForm />
    </AuthPage>
  );
}
