import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { useRefreshMe } from '#client/features/auth/api/get-me.ts';
import { updateNameSchema } from '#shared/profile.ts';
import { updateName } from '../api/account.ts';

/** The display name: the sender name suggested in new briefs and what admins see in user management. */
export function NameForm({ name }: { name: string }) {
  const refreshMe = useRefreshMe();
  const form = useForm({ resolver: zodResolver(updateNameSchema), values: { name } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateName(values.name);
    } catch (error) {
      applyServerError(error, form.setError, ['name']);
      return;
    }
    await refreshMe();
    toast.success('Name updated');
  });
  const { isDirty } = form.formState;
  return (
    <FormShell form={form} onSubmit={onSubmit} className="grid gap-3">
      <TextField
        control={form.control}
        name="name"
        label="Name"
        inputProps={{ autoComplete: 'name', className: 'max-w-sm' }}
        beside={
          <SubmitButton pendingLabel="Saving" variant="outline" disabled={!isDirty}>
            Save name
          </SubmitButton>
        }
      />
    </FormShell>
  );
}
