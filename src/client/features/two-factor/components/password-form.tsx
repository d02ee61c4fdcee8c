import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
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
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" autoFocus {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={isSubmitting}
          className="justify-self-start"
        >
          {isSubmitting ? <Spinner label="Checking" /> : null}
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
