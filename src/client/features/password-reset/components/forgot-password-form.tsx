import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { forgotPasswordSchema } from '#shared/password-reset.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { ResetRequested } from './reset-requested.tsx';

/**
 * /auth/forgot-password: asks for the reset mail. Whatever address is typed, a well-formed one gets
 * the same confirmation, so the page never tells whether an account exists (SPEC §2; OWASP Forgot
 * Password cheat sheet). Only a refusal of the request itself (too many tries, no connection) shows an
 * error.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['email']);
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) return <ResetRequested email={sentTo} onSendAgain={() => setSentTo(null)} />;

  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mail</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@company.com"
                  autoFocus
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Sending the link" className="text-primary-foreground" /> : null}
          Send reset link
        </Button>
      </form>
    </Form>
  );
}
