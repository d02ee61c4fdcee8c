import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form/form.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
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

  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" autoFocus {...field} />
              </FormControl>
              {fieldState.error ? null : <FormDescription>At least {PASSWORD_MIN} characters.</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Saving your new password" className="text-primary-foreground" /> : null}
          Set new password
        </Button>
      </form>
    </Form>
  );
}
