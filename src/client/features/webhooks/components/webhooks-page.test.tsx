import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createWebhookEndpointSchema,
  webhookEndpointListSchema,
  webhookEndpointWithSecretSchema,
  type WebhookEndpoint,
} from '#shared/webhooks.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { WebhooksPage } from './webhooks-page.tsx';

/**
 * Adding a webhook endpoint on /integrations/webhook (CreateEndpointForm in WebhooksPage): what the
 * form refuses, the server's address guard answered on the URL field, what `POST /api/v1/webhooks`
 * receives, and the signing secret shown once.
 */
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const REFUSED = 'The URL points at a private or reserved address (169.254.169.254); only public addresses are allowed.';

/** The endpoint list and endpoint creation as the server answers them; records each create body. */
function serveEndpoints({ refuse = false } = {}) {
  const received: unknown[] = [];
  const endpoints: WebhookEndpoint[] = [];
  apiServer.use(
    http.get('/api/v1/webhooks', () => answer(webhookEndpointListSchema, { items: endpoints, nextCursor: null })),
    http.post('/api/v1/webhooks', async ({ request }) => {
      const raw = await request.json();
      received.push(raw);
      const body = createWebhookEndpointSchema.parse(raw);
      if (refuse)
        return problem(400, 'url_not_allowed', 'The URL is not allowed', {
          detail: REFUSED,
          errors: [{ path: 'url', message: REFUSED }],
        });
      const at = new Date().toISOString();
      const endpoint: WebhookEndpoint = {
        id: 'whe_1',
        url: body.url,
        description: body.description ?? '',
        events: body.events,
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
        previousSecretExpiresAt: null,
        createdAt: at,
        updatedAt: at,
      };
      endpoints.push(endpoint);
      return answer(webhookEndpointWithSecretSchema, { ...endpoint, secret: SECRET }, 201);
    }),
  );
  return received;
}

const add = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add endpoint' }));

describe('the webhook endpoint form', () => {
  it.each([
    ['', 'Enter the URL that receives the events'],
    ['example.com/hooks', 'Enter an http or https URL'],
    ['ftp://example.com/hooks', 'Enter an http or https URL'],
  ])('refuses the URL “%s” before sending it', async (url, message) => {
    const received = serveEndpoints();
    const { user } = renderPage(<WebhooksPage />);
    if (url) await user.type(screen.getByLabelText('Endpoint URL'), url);
    await add(user);

    const field = screen.getByLabelText('Endpoint URL');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(received).toEqual([]);
  });

  it('asks for at least one event, on the group of events', async () => {
    const received = serveEndpoints();
    const { user } = renderPage(<WebhooksPage />);
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail generated' }));
    await user.click(screen.getByRole('checkbox', { name: 'Campaign completed' }));
    await add(user);

    const events = screen.getByRole('group', { name: 'Events' });
    expect(events).toHaveAttribute('aria-invalid', 'true');
    expect(events).toHaveAccessibleDescription('Choose at least one event');
    expect(received).toEqual([]);
  });

  it('shows the address guard’s refusal on the URL field', async () => {
    const received = serveEndpoints({ refuse: true });
    const { user } = renderPage(<WebhooksPage />);
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://169.254.169.254/latest/meta-data/');
    await add(user);

    const field = screen.getByLabelText('Endpoint URL');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REFUSED));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('sends the endpoint as typed and shows its signing secret once', async () => {
    const received = serveEndpoints();
    const { user } = renderPage(<WebhooksPage />);
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL'), ' https://example.com/hooks/coldsmith ');
    await user.type(screen.getByLabelText('Description (optional)'), 'CRM sync');
    const imported = screen.getByRole('checkbox', { name: 'Prospects imported' });
    expect(imported).toHaveAccessibleDescription('prospects.imported');
    await user.click(imported);
    await add(user);

    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(received).toEqual([
      {
        url: 'https://example.com/hooks/coldsmith',
        description: 'CRM sync',
        events: ['prospects.imported', 'email.generated', 'campaign.completed'],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://example.com/hooks/coldsmith')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });
});
