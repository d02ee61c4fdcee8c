import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
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
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <div className="flex flex-wrap gap-2">
                <FormControl>
                  <Input autoComplete="name" className="max-w-sm" {...field} />
                </FormControl>
                <Button type="submit" variant="outline" disabled={isSubmitting || !isDirty}>
                  {isSubmitting ? <Spinner label="Saving" /> : null}
                  Save name
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
