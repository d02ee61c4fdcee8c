import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { changePasswordSchema, type ChangePassword } from '#shared/profile.ts';
import { changePassword } from '../api/account.ts';

const fields: { name: keyof ChangePassword; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm the new password', autoComplete: 'new-password' },
];

/** Changing the password: the current one, the new one twice. Every other session is signed out. */
export function ChangePasswordForm() {
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch (error) {
      applyServerError(error, form.setError, ['currentPassword', 'newPassword']);
      return;
    }
    form.reset();
    toast.success('Password changed', { description: 'Every other session has been signed out.' });
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid max-w-sm gap-4">
      {fields.map(({ name, label, autoComplete }) => (
        <PasswordField key={name} control={form.control} name={name} label={label} inputProps={{ autoComplete }} />
      ))}
      <SubmitButton pendingLabel="Changing the password" variant="outline" className="justify-self-start">
        Change password
      </SubmitButton>
    </FormShell>
  );
}
