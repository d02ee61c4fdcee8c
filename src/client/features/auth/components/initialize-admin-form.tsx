import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { paths } from '#client/config/paths.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { initializeAdminSchema, PASSWORD_MIN } from '#shared/auth.ts';
import { useInitializeAdmin, useInitialized } from '../api/initialize-admin.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';
import { AlreadyInitialized } from './already-initialized.tsx';

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
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField control={form.control} name="name" label="Name" inputProps={{ autoComplete: 'name' }} />
      <TextField
        control={form.control}
        name="email"
        label="E-mail"
        inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        description={`At least ${PASSWORD_MIN} characters. This account can manage every user.`}
        hideDescriptionOnError
        inputProps={{ autoComplete: 'new-password' }}
      />
      <SubmitButton pendingLabel="Creating the administrator" size="lg" className="w-full">
        Create administrator
      </SubmitButton>
    </FormShell>
  );
}
