import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { paths } from '#client/config/paths.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { PASSWORD_MIN } from '#shared/auth.ts';
import { newPasswordFormSchema } from '#shared/password-reset.ts';
import { INVALID_TOKEN, useResetPassword } from '../api/password-reset.ts';
import { InvalidResetLink } from './invalid-reset-link.tsx';

/**
 * /auth/reset-password with a token: the new password, twice. The server ends every session of the
 * account, so success goes to /login with a toast. A token the server refuses (expired, used, unknown)
 * replaces the form with `InvalidResetLink`.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const refreshMe = useRefreshMe();
  const [linkRefused, setLinkRefused] = useState(false);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_TOKEN) setLinkRefused(true);
      else applyServerError(error, form.setError, ['newPassword']);
      return;
    }
    // This browser's session, if it was the account's, has just ended with the others.
    await refreshMe();
    toast.success('Password updated', { description: 'Sign in with your new password.' });
    await navigate(paths.login, { replace: true });
  });

  if (linkRefused) return <InvalidResetLink reason="refused" />;

  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
      <PasswordField
        control={form.control}
        name="newPassword"
        label="New password"
        description={`At least ${PASSWORD_MIN} characters.`}
        hideDescriptionOnError
        inputProps={{ autoComplete: 'new-password', autoFocus: true }}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label="Confirm new password"
        inputProps={{ autoComplete: 'new-password' }}
      />
      <SubmitButton pendingLabel="Saving your new password" size="lg" className="w-full">
        Set new password
      </SubmitButton>
    </FormShell>
  );
}
