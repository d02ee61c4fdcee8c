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
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { initializeAdminSchema, PASSWORD_MIN } from '#shared/auth.ts';
import { useInitializeAdmin, useInitialized } from '../api/initialize-admin.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';
import { AlreadyInitialized } from './already-initialized.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

/**
 * Creates the first superadmin (`POST /api/admin/initialize`). On 201 the server has signed them in,
 * so they go straight to the dashboard. Once any administrator exists (`GET /api/admin/initialize`
 * says so up front; a race still ends in the server's 409 `already_initialized`) the form gives way to
 * a pointer to the sign-in page.
 */
export function InitializeAdminForm() {
  const navigate = useNavigate();
  const initialize = useInitializeAdmin();
  const [alreadyInitialized, setAlreadyInitialized] = useState(false);
  const initialized = useInitialized();
  const form = useForm({
    resolver: zodResolver(initializeAdminSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await initialize.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_initialized') setAlreadyInitialized(true);
      else if (error instanceof ApiError && error.code === 'conflict')
        form.setError('email', { type: 'server', message: error.detail ?? error.title });
      else applyServerError(error, form.setError, ['name', 'email', 'password']);
      return;
    }
    toast.success('Administrator account created', { description: 'You are signed in as the superadmin.' });
    await navigate(paths.dashboard, { replace: true });
  });

  if (alreadyInitialized || (initialized.data?.initialized && !initialize.isSuccess)) return <AlreadyInitialized />;
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mail</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              {fieldState.error ? null : (
                <FormDescription>
                  At least {PASSWORD_MIN} characters. This account can manage every user.
                </FormDescription>
              )}
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Creating the administrator" className="text-primary-foreground" /> : null}
          Create administrator
        </Button>
      </form>
    </Form>
  );
}
