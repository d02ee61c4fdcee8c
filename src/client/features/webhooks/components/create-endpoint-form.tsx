import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxGroupField } from '#client/components/ui/form/checkbox-group-field.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import {
  createWebhookEndpointSchema,
  deliveryTypeLabels,
  webhookEventTypes,
  type WebhookEndpointWithSecret,
} from '#shared/webhooks.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';

type Input = z.input<typeof createWebhookEndpointSchema>;
type Output = z.output<typeof createWebhookEndpointSchema>;
/** Each event by its name, with its type as the payload names it. */
const eventOptions = webhookEventTypes.map((type) => ({
  value: type,
  label: deliveryTypeLabels[type],
  description: <code className="text-xs">{type}</code>,
}));

/** Adds an endpoint (`createWebhookEndpointSchema` checks it here and on the server, which also runs the address guard). */
export function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const create = useCreateWebhook();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createWebhookEndpointSchema),
    defaultValues: { url: '', description: '', events: ['email.generated', 'campaign.completed'] },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      applyServerError(error, form.setError, ['url', 'events', 'description']);
      return;
    }
    form.reset();
  });
  return (
    <FormShell form={form} onSubmit={submit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="url"
          label="Endpoint URL"
          description="Public http(s) address. We POST signed JSON to it."
          inputProps={{
            type: 'url',
            inputMode: 'url',
            autoComplete: 'off',
            spellCheck: false,
            placeholder: 'https://example.com/webhooks/coldsmith',
          }}
        />
        <TextField
          control={form.control}
          name="description"
          label="Description"
          optional
          inputProps={{ autoComplete: 'off', placeholder: 'CRM sync, Zapier, Slack relay…' }}
        />
      </div>
      <CheckboxGroupField
        control={form.control}
        name="events"
        legend="Events"
        options={eventOptions}
        optionsClassName="sm:grid-cols-2"
      />
      <SubmitButton pendingLabel="Adding" className="justify-self-start">
        Add endpoint
      </SubmitButton>
    </FormShell>
  );
}
