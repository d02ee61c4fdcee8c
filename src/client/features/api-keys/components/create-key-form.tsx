import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroupField } from '#client/components/ui/form/checkbox-group-field.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { apiKeyScopeDescriptions, apiKeyScopes, createApiKeySchema, type CreatedApiKey } from '#shared/api-keys.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { expiresAtFor, expiryChoices, expiryLabels } from '../utils/expiry.ts';

/** The server's own rules for name and scopes (`createApiKeySchema`), with the expiry as a choice of days. */
const expiryOptions = expiryChoices.map((choice) => ({ value: choice, label: expiryLabels[choice] }));
/** Each scope with its one-line explanation, the checkbox's accessible description. */
const scopeOptions = apiKeyScopes.map((scope) => ({
  value: scope,
  label: <span className="font-mono">{scope}</span>,
  description: apiKeyScopeDescriptions[scope],
}));
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
  return (
    <FormShell form={form} onSubmit={submit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="name"
          label="Name"
          description="So you know where it is used when you revoke it."
          inputProps={{ autoComplete: 'off', placeholder: 'e.g. Zapier, CRM sync' }}
        />
        <SelectField
          control={form.control}
          name="expiry"
          label="Expires"
          description="An expired key is refused; you can always revoke one sooner."
          options={expiryOptions}
        />
      </div>
      <CheckboxGroupField control={form.control} name="scopes" legend="Scopes" options={scopeOptions} />
      <SubmitButton pendingLabel="Creating" className="justify-self-start">
        Create key
      </SubmitButton>
    </FormShell>
  );
}
