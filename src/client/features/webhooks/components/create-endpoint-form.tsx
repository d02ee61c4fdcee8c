import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { FormError } from '#client/components/form-error.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { createWebhookEndpointSchema, type WebhookEndpointWithSecret } from '#shared/webhooks.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { EventCheckboxes } from './event-checkboxes.tsx';

type Input = z.input<typeof createWebhookEndpointSchema>;
type Output = z.output<typeof createWebhookEndpointSchema>;

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
  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="url"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Endpoint URL</FormLabel>
                <FormControl>
                  <Input
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="https://example.com/webhooks/coldsmith"
                    {...field}
                  />
                </FormControl>
                <FormDescription>Public http(s) address. We POST signed JSON to it.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  Description <span className="font-normal text-muted-foreground">(optional)</span>
                </FormLabel>
                <FormControl>
                  <Input
                    autoComplete="off"
                    placeholder="CRM sync, Zapier, Slack relay…"
                    {...field}
                    value={field.value ?? ''}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="events"
          render={({ field }) => (
            <FormItem>
              <EventCheckboxes value={field.value} onChange={field.onChange} invalid={Boolean(errors.events)} />
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Adding" className="text-primary-foreground" /> : null}
          Add endpoint
        </Button>
      </form>
    </Form>
  );
}
