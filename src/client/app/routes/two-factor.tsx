import { useLocation } from 'react-router';
import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { paths } from '#client/config/paths.ts';
import { ChallengeForm } from '#client/features/two-factor/components/challenge-form.tsx';

/** /auth/two-factor: the sign-in challenge for accounts with two-factor authentication. */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthPage
      title="Two-factor authentication"
      description="Your account is protected with a second factor. Enter a code to finish signing in."
      footer={
        <p>
          Not you, or the code expired? <TextLink to={{ pathname: paths.login, search }}>Sign in again</TextLink>
        </p>
      }
    >
      <ChallengeForm />
    </AuthPage>
  );
}
