import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { providerLabels } from '#client/config/ai-provider-labels.ts';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { providerIds } from '#shared/campaigns.ts';
import { putAiSettingsSchema, type AiSettings } from '#shared/settings.ts';
import { usePutAiSettings } from '../api/put-ai-settings.ts';

type Input = z.input<typeof putAiSettingsSchema>;
type Output = z.output<typeof putAiSettingsSchema>;
/** The offline composer needs no key, so it is not offered here. */
const providerOptions = providerIds
  .filter((id) => id !== 'offline')
  .map((id) => ({ value: id, label: providerLabels[id] }));

/** Saves the user's own provider and key (`putAiSettingsSchema` checks it here and on the server). */
export function AiSettingsForm({ current }: { current: AiSettings | null }) {
  const save = usePutAiSettings();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(putAiSettingsSchema),
    defaultValues: {
      provider: current && current.provider !== 'offline' ? current.provider : 'openai',
      apiKey: '',
      baseUrl: current?.baseUrl ?? undefined,
      model: current?.model ?? undefined,
    },
  });
  const provider = useWatch({ control: form.control, name: 'provider' });
  const compatible = provider === 'openai-compatible';
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['provider', 'apiKey', 'baseUrl', 'model']);
      return;
    }
    form.reset({ ...values, apiKey: '' });
    toast.success('AI provider saved');
  });
  return (
    <FormShell form={form} onSubmit={submit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField control={form.control} name="provider" label="Provider" options={providerOptions} />
        <PasswordField
          control={form.control}
          name="apiKey"
          label="API key"
          inputProps={{
            autoComplete: 'off',
            spellCheck: false,
            placeholder: current ? 'Paste a new key to replace the stored one' : 'sk-…',
          }}
        />
        {/* Empty optional text is "not given" (undefined): the schema wants a URL or a model, or nothing. */}
        <TextField
          control={form.control}
          name="baseUrl"
          label="Base URL"
          optional={!compatible}
          emptyValue="undefined"
          description={
            compatible
              ? 'Include the version path, e.g. /v1. Private and local addresses are refused.'
              : 'Only for a proxy or gateway.'
          }
          inputProps={{
            type: 'url',
            autoComplete: 'off',
            placeholder: compatible ? 'https://openrouter.ai/api/v1' : 'The provider’s own',
          }}
        />
        <TextField
          control={form.control}
          name="model"
          label="Model"
          optional={!compatible}
          emptyValue="undefined"
          inputProps={{
            autoComplete: 'off',
            placeholder: compatible ? 'llama-3.1-8b-instruct' : 'The provider’s default',
          }}
        />
      </div>
      <SubmitButton pendingLabel="Saving" className="justify-self-start">
        {current ? 'Replace provider key' : 'Save provider key'}
      </SubmitButton>
    </FormShell>
  );
}
