import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { paths } from '#client/config/paths.ts';
import { MISSING_CREDENTIALS_MESSAGE, signInSchema } from '#shared/auth.ts';
import { getMeQueryOptions } from '../api/get-me.ts';
import { useSignIn } from '../api/sign-in.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';
import { greetsOnSignIn, homePathFor, redirectTargetFrom } from '../utils/destinations.ts';

/**
 * E-mail + password sign-in. An empty e-mail or password shows SPEC §5's message; a refused sign-in
 * shows the server's. On success: SPEC §4's toast (not for a suspended user), then the remembered `redirectTo` (same-origin only)
 * or the dashboard — or, for an account with two-factor authentication, the challenge page first
 * (carrying `redirectTo` along).
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onMissing = () => {
    const { email, password } = form.getValues();
    if (!email.trim() || !password) form.setError('root.credentials', { message: MISSING_CREDENTIALS_MESSAGE });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    let result;
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['email', 'password']);
      return;
    }
    if (result.twoFactorRequired) {
      await navigate({ pathname: paths.twoFactor, search: location.search });
      return;
    }
    // Fresh: useSignIn refetched `me` before resolving.
    const me = await queryClient.fetchQuery(getMeQueryOptions());
    if (greetsOnSignIn(me)) toast.success('Signed in successfully');
    const target = redirectTargetFrom(location.search);
    await navigate(me ? homePathFor(me, target) : target, { replace: true });
  }, onMissing);

  const { errors } = form.formState;
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5" error={errors.root?.credentials?.message}>
      <TextField
        control={form.control}
        name="email"
        label="E-mail"
        inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.com' }}
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        labelAside={
          <Link
            to={paths.forgotPassword}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Forgot password?
          </Link>
        }
        inputProps={{ autoComplete: 'current-password' }}
      />
      <SubmitButton pendingLabel="Signing in" size="lg" className="w-full">
        Sign in
      </SubmitButton>
    </FormShell>
  );
}
