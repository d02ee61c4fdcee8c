import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
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

  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField
        control={form.control}
        name="email"
        label="E-mail"
        inputProps={{
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          placeholder: 'you@company.com',
          autoFocus: true,
        }}
      />
      <SubmitButton pendingLabel="Sending the link" size="lg" className="w-full">
        Send reset link
      </SubmitButton>
    </FormShell>
  );
}
