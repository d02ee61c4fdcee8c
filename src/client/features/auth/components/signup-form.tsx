import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { paths } from '#client/config/paths.ts';
import { PASSWORD_MIN, signUpSchema } from '#shared/auth.ts';
import { getMeQueryOptions } from '../api/get-me.ts';
import { useSignUp } from '../api/sign-up.ts';
import { greetsOnSignIn, homePathFor } from '../utils/destinations.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';

/**
 * Sign-up: name, e-mail, password, validated with the same schema the server uses. The new account is
 * signed in and pending, so it goes straight to its place on the waiting list. A taken address gets the
 * same answer from the server as a new one (docs/decisions/017); only signing in with it tells: with its
 * own password it is a sign-in, with another `SIGN_UP_REFUSED_MESSAGE`.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    let result;
    try {
      result = await signUp.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['name', 'email', 'password']);
      return;
    }
    if (result.twoFactorRequired) {
      await navigate(paths.twoFactor);
      return;
    }
    const me = await queryClient.fetchQuery(getMeQueryOptions());
    if (!me || me.status === 'pending') {
      toast.success("You're on the waiting list");
      await navigate(paths.waitingList, { replace: true });
      return;
    }
    // The address had an account and this was its password: an ordinary sign-in.
    if (greetsOnSignIn(me)) toast.success('Signed in successfully');
    await navigate(homePathFor(me), { replace: true });
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="name"
        label="Name"
        inputProps={{ autoComplete: 'name', placeholder: 'Ada Lovelace' }}
      />
      <TextField
        control={form.control}
        name="email"
        label="Work e-mail"
        inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.com' }}
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        description={`At least ${PASSWORD_MIN} characters.`}
        hideDescriptionOnError
        inputProps={{ autoComplete: 'new-password' }}
      />
      <SubmitButton pendingLabel="Creating your account" size="lg" className="w-full">
        Create account
      </SubmitButton>
    </FormShell>
  );
}
