import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
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
import { FormSelect } from '#client/components/ui/form/form-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { providerLabels } from '#client/config/ai-provider-labels.ts';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
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

/** Empty optional text is "not given": the schema wants a URL or nothing. */
const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

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
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="provider"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Provider</FormLabel>
                <FormSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={providerOptions}
                />
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="apiKey"
            render={({ field }) => (
              <FormItem>
                <FormLabel>API key</FormLabel>
                <FormControl>
                  <PasswordInput
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={current ? 'Paste a new key to replace the stored one' : 'sk-…'}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="baseUrl"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  Base URL {compatible ? null : <span className="font-normal text-muted-foreground">(optional)</span>}
                </FormLabel>
                <FormControl>
                  <Input
                    type="url"
                    autoComplete="off"
                    placeholder={compatible ? 'https://openrouter.ai/api/v1' : 'The provider’s own'}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(orUndefined(e.target.value))}
                  />
                </FormControl>
                <FormDescription>
                  {compatible
                    ? 'Include the version path, e.g. /v1. Private and local addresses are refused.'
                    : 'Only for a proxy or gateway.'}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="model"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  Model {compatible ? null : <span className="font-normal text-muted-foreground">(optional)</span>}
                </FormLabel>
                <FormControl>
                  <Input
                    autoComplete="off"
                    placeholder={compatible ? 'llama-3.1-8b-instruct' : 'The provider’s default'}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(orUndefined(e.target.value))}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Saving" className="text-primary-foreground" /> : null}
          {current ? 'Replace provider key' : 'Save provider key'}
        </Button>
      </form>
    </Form>
  );
}
