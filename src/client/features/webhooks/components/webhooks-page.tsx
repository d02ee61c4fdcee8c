import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpointWithSecret } from '#shared/webhooks.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { CreateEndpointForm } from './create-endpoint-form.tsx';
import { EndpointCard } from './endpoint-card.tsx';
import { SecretReveal } from './secret-reveal.tsx';
import { VerifySnippet } from './verify-snippet.tsx';

/** /integrations/webhook: add an endpoint (its secret shown once), the endpoints with their logs, and how to verify. */
export function WebhooksPage() {
  const endpoints = useWebhooks();
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const count = endpoints.data?.items.length ?? 0;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="add-endpoint" className="grid gap-4">
        <Card>
          <CardHeader>
            <h2 id="add-endpoint" className="text-lg font-semibold">
              Add an endpoint
            </h2>
            <CardDescription>
              Choose the events to receive. Deliveries are retried for about a day; an endpoint failing for 3 days is
              turned off and you get an e-mail.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {created ? (
              <SecretReveal
                secret={created.secret}
                note={`Use it to verify deliveries to ${created.url}.`}
                onDone={() => setCreated(null)}
              />
            ) : count >= MAX_WEBHOOK_ENDPOINTS ? (
              <p className="text-sm text-muted-foreground">
                You have {MAX_WEBHOOK_ENDPOINTS} endpoints, the most there can be. Delete one to add another.
              </p>
            ) : (
              <CreateEndpointForm onCreated={setCreated} />
            )}
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="endpoints" className="grid gap-4">
        <h2 id="endpoints" className="text-lg font-semibold">
          Endpoints
        </h2>
        {endpoints.isPending ? <Spinner label="Loading endpoints" /> : null}
        {endpoints.isError ? <FormError>{errorMessage(endpoints.error)}</FormError> : null}
        {endpoints.isSuccess && count === 0 ? <p className="text-sm text-muted-foreground">No endpoints yet.</p> : null}
        {count > 0 ? (
          <ul aria-label="Webhook endpoints" className="grid gap-4">
            {endpoints.data!.items.map((endpoint) => (
              <li key={endpoint.id}>
                <EndpointCard endpoint={endpoint} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="verify" className="grid gap-4">
        <h2 id="verify" className="text-lg font-semibold">
          Verify the signature
        </h2>
        <VerifySnippet />
      </section>
    </div>
  );
}
