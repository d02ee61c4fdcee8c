import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiKeyListSchema,
  apiKeyScopeDescriptions,
  createApiKeySchema,
  createdApiKeySchema,
  type ApiKey,
  type CreatedApiKey,
} from '#shared/api-keys.ts';
import { answer } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { ApiKeysPanel } from './api-keys-panel.tsx';

/**
 * Creating an API key on /api (ApiKeysPanel with CreateKeyForm): what the form refuses, what
 * `POST /api/v1/api-keys` receives, and the new key shown once.
 */
const KEY = 'cs_live_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

/** The key list and key creation as the server answers them; records each create body. */
function serveKeys() {
  const received: unknown[] = [];
  const keys: ApiKey[] = [];
  apiServer.use(
    http.get('/api/v1/api-keys', () => answer(apiKeyListSchema, { items: keys, nextCursor: null })),
    http.post('/api/v1/api-keys', async ({ request }) => {
      const raw = await request.json();
      received.push(raw);
      const body = createApiKeySchema.parse(raw);
      const { key, ...listed }: CreatedApiKey = {
        id: 'key_1',
        name: body.name,
        prefix: KEY.slice(0, 14),
        scopes: body.scopes,
        status: 'active',
        createdAt: new Date().toISOString(),
        expiresAt: body.expiresAt ?? null,
        lastUsedAt: null,
        requestCount: 0,
        key: KEY,
      };
      keys.push(listed);
      return answer(createdApiKeySchema, { ...listed, key }, 201);
    }),
  );
  return received;
}

const DAY_MS = 86_400_000;

describe('the API key form', () => {
  it('asks for a name before sending anything', async () => {
    const received = serveKeys();
    const { user } = renderPage(<ApiKeysPanel />);
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name the key'));
    expect(received).toEqual([]);
  });

  it('asks for at least one scope, on the group of scopes', async () => {
    const received = serveKeys();
    const { user } = renderPage(<ApiKeysPanel />);
    await user.type(screen.getByLabelText('Name'), 'Zapier');
    const readScope = screen.getByRole('checkbox', { name: 'campaigns:read' });
    expect(readScope).toBeChecked();
    expect(readScope).toHaveAccessibleDescription(apiKeyScopeDescriptions['campaigns:read']);
    await user.click(readScope);
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const scopes = screen.getByRole('group', { name: 'Scopes' });
    expect(scopes).toHaveAttribute('aria-invalid', 'true');
    expect(scopes).toHaveAccessibleDescription('Choose at least one scope');
    expect(received).toEqual([]);
  });

  it('sends the name, the scopes in their order and the expiry date', async () => {
    const received = serveKeys();
    const { user } = renderPage(<ApiKeysPanel />);
    await user.type(screen.getByLabelText('Name'), '  CRM sync ');
    await user.click(screen.getByRole('checkbox', { name: 'webhooks:write' }));
    await user.click(screen.getByRole('checkbox', { name: 'campaigns:write' }));
    await user.click(screen.getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'In 30 days' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    await screen.findByText('Copy your key now — you won’t see it again');
    expect(received).toEqual([
      {
        name: 'CRM sync',
        scopes: ['campaigns:read', 'campaigns:write', 'webhooks:write'],
        expiresAt: expect.any(String) as string,
      },
    ]);
    const expiresAt = Date.parse((received[0] as { expiresAt: string }).expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
  });

  it('sends no expiry for a key that never expires', async () => {
    const received = serveKeys();
    const { user } = renderPage(<ApiKeysPanel />);
    expect(screen.getByRole('combobox', { name: 'Expires' })).toHaveTextContent('Never');
    await user.type(screen.getByLabelText('Name'), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    await screen.findByText('Copy your key now — you won’t see it again');
    expect(received).toEqual([{ name: 'Zapier', scopes: ['campaigns:read'] }]);
  });

  it('shows the created key once, then only its prefix in the list', async () => {
    serveKeys();
    const { user } = renderPage(<ApiKeysPanel />);
    await user.type(screen.getByLabelText('Name'), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const region = await screen.findByRole('region', { name: 'Your new API key' });
    expect(within(region).getByLabelText('API key')).toHaveValue(KEY);
    await user.click(within(region).getByRole('button', { name: 'I’ve saved it' }));

    expect(screen.queryByRole('region', { name: 'Your new API key' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create an API key' })).toBeInTheDocument();
    const list = await screen.findByRole('table');
    expect(within(list).getByRole('cell', { name: 'Zapier' })).toBeInTheDocument();
    expect(within(list).getByText(`${KEY.slice(0, 14)}…`)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(KEY);
  });
});
