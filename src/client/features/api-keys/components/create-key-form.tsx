import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { FormSelect } from '#client/components/ui/form/form-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { createApiKeySchema, type CreatedApiKey } from '#shared/api-keys.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { expiresAtFor, expiryChoices, expiryLabels } from '../utils/expiry.ts';
import { ScopeCheckboxes } from './scope-checkboxes.tsx';

/** The server's own rules for name and scopes (`createApiKeySchema`), with the expiry as a choice of days. */
const expiryOptions = expiryChoices.map((choice) => ({ value: choice, label: expiryLabels[choice] }));
const formSchema = createApiKeySchema.pick({ name: true, scopes: true }).extend({ expiry: z.enum(expiryChoices) });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Creates a key: name, scopes, optional expiry. Hands the created key (with its one-time secret) up. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', scopes: ['campaigns:read'], expiry: 'never' },
  });
  const submit = form.handleSubmit(async ({ name, scopes, expiry }) => {
    let created: CreatedApiKey;
    try {
      created = await create.mutateAsync({ name, scopes, expiresAt: expiresAtFor(expiry) });
    } catch (error) {
      applyServerError(error, form.setError, ['name', 'scopes']);
      return;
    }
    form.reset();
    onCreated(created);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" placeholder="e.g. Zapier, CRM sync" {...field} />
                </FormControl>
                <FormDescription>So you know where it is used when you revoke it.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Expires</FormLabel>
                <FormSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={expiryOptions}
                />
                <FormDescription>An expired key is refused; you can always revoke one sooner.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <ScopeCheckboxes value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Creating" className="text-primary-foreground" /> : null}
          Create key
        </Button>
      </form>
    </Form>
  );
}
