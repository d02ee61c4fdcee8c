import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { passwordConfirmSchema } from '#shared/two-factor.ts';

/**
 * "Confirm with your password": the step before every change to the second factor (Better Auth asks
 * for it). `onConfirm` throws the server's refusal, which is shown under the field.
 */
export function PasswordForm({
  submitLabel,
  onConfirm,
  destructive = false,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  destructive?: boolean;
}) {
  const form = useForm({ resolver: zodResolver(passwordConfirmSchema), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      applyServerError(error, form.setError, ['password']);
    }
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-4">
      <PasswordField
        control={form.control}
        name="password"
        label="Your password"
        inputProps={{ autoComplete: 'current-password', autoFocus: true }}
      />
      <SubmitButton
        pendingLabel="Checking"
        variant={destructive ? 'destructive' : 'default'}
        className="justify-self-start"
      >
        {submitLabel}
      </SubmitButton>
    </FormShell>
  );
}
