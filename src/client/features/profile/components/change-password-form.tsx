import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
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
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-sm gap-4">
        <FormError>{errors.root?.server?.message}</FormError>
        {fields.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete={autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" variant="outline" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? <Spinner label="Changing the password" /> : null}
          Change password
        </Button>
      </form>
    </Form>
  );
}
