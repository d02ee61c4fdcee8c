import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Integration } from '#shared/integrations.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { startFakeInstantly, type FakeInstantly } from '#tests/fakes/vendors/instantly-server.ts';
import { startFakeSlack, type FakeSlack } from '#tests/fakes/vendors/slack-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';
import { connect } from '#tests/support/integrations.ts';
import { getCredential } from './connections.service.ts';

/** `/api/v1/integrations`: connect (verified with the tool), list, their campaigns, disconnect; secrets at rest; owners. */
const KEY = 'inst-live-0123456789abcdefWXYZ';
const CAMPAIGN = { id: '0196a3b0-0000-7000-8000-000000000001', name: 'Q3 founders' };

let env: { t: TestApp; instantly: FakeInstantly; slack: FakeSlack };
beforeEach(async () => {
  const instantly = await startFakeInstantly({
    apiKey: KEY,
    campaigns: [CAMPAIGN, { id: '0196a3b0-0000-7000-8000-000000000002', name: 'Agencies', status: 0 }],
  });
  const slack = await startFakeSlack();
  env = {
    t: await createTestApp({ env: { INSTANTLY_API_URL: instantly.url, SLACK_WEBHOOK_BASE_URL: slack.url } }),
    instantly,
    slack,
  };
});
afterEach(async () => {
  await env.t.close();
  await env.instantly.close();
  await env.slack.close();
});

const setup = async () => env;

const listOf = async (client: Awaited<ReturnType<typeof createActiveUser>>['client']) =>
  ((await (await client.get('/api/v1/integrations')).json()) as { items: Integration[] }).items;

describe('connections', () => {
  it(
    'verifies the key with Instantly, stores it encrypted, and answers it masked only',
    { timeout: 90_000 },
    async () => {
      const { t, instantly } = await setup();
      const { user, client } = await createActiveUser(t);
      expect((await listOf(client)).map((i) => [i.provider, i.status])).toEqual([
        ['instantly', 'disconnected'],
        ['smartlead', 'disconnected'],
        ['lemlist', 'disconnected'],
        ['hubspot', 'disconnected'],
        ['slack', 'disconnected'],
      ]);

      const refused = await connect(client, 'instantly', { apiKey: 'wrong-key-0000000000' });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'credential_rejected', errors: [{ path: 'apiKey' }] });
      expect((await listOf(client))[0]).toMatchObject({ status: 'disconnected' });

      const res = await connect(client, 'instantly', { apiKey: KEY });
      expect(res.status).toBe(200);
      const connected = (await res.json()) as Integration;
      expect(connected).toMatchObject({
        provider: 'instantly',
        status: 'connected',
        secretMasked: '••••WXYZ',
        lastError: null,
      });
      expect(instantly.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/v2/campaigns' });
      expect(JSON.stringify(await listOf(client))).not.toContain('0123456789');

      // At rest: no table holds the key in clear; the service decrypts it for the connector.
      expect(await rowsMentioning(t, KEY)).toEqual({});
      expect(await rowsMentioning(t, '0123456789abcdef')).toEqual({});
      expect(await getCredential(t.db, t.deps.encryptionKey, user.id, 'instantly')).toBe(KEY);

      expect(
        ((await (await client.get('/api/v1/integrations/instantly/campaigns')).json()) as { items: unknown[] }).items,
      ).toEqual([
        { id: CAMPAIGN.id, name: 'Q3 founders', status: 'active' },
        { id: '0196a3b0-0000-7000-8000-000000000002', name: 'Agencies', status: 'draft' },
      ]);
      expect((await client.delete('/api/v1/integrations/instantly')).status).toBe(204);
      expect((await listOf(client))[0]).toMatchObject({ status: 'disconnected', secretMasked: null });
      expect((await client.get('/api/v1/integrations/instantly/campaigns')).status).toBe(409);
    },
  );

  it('keeps each user’s connections to themselves', async () => {
    const { t } = await setup();
    const alice = await createActiveUser(t);
    const bob = await createActiveUser(t);
    await connect(alice.client, 'instantly', { apiKey: KEY });
    expect((await listOf(bob.client))[0]).toMatchObject({ status: 'disconnected' });
    expect((await bob.client.get('/api/v1/integrations/instantly/campaigns')).status).toBe(409);
    expect((await bob.client.delete('/api/v1/integrations/instantly')).status).toBe(204);
    expect((await listOf(alice.client))[0]).toMatchObject({ status: 'connected' });
    expect((await t.client().get('/api/v1/integrations')).status).toBe(401);
  });

  it('waits out a 429, marks the connection `error` when the key is refused later, and says when the tool is down', async () => {
    const { t, instantly } = await setup();
    const { client } = await createActiveUser(t);
    await connect(client, 'instantly', { apiKey: KEY });
    instantly.rateLimitNext(/campaigns/); // honoured: the list still answers after Retry-After
    expect((await client.get('/api/v1/integrations/instantly/campaigns')).status).toBe(200);
    const [limited, retried] = instantly.requests.slice(-2);
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(1_000);

    instantly.revokeKey();
    const refused = await client.get('/api/v1/integrations/instantly/campaigns');
    expect(refused.status).toBe(422);
    expect((await listOf(client))[0]).toMatchObject({
      status: 'error',
      lastError: expect.stringContaining('Invalid API key'),
      lastUsedAt: expect.any(String),
    });
    await instantly.close();
    const down = await client.get('/api/v1/integrations/instantly/campaigns');
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ code: 'integration_unavailable' });
  }, 60_000);

  it('refuses a key no header can carry with 422 credential_rejected, not 502, and stores nothing', async () => {
    const { t, instantly } = await setup();
    const { client } = await createActiveUser(t);
    const before = instantly.requests.length;
    const res = await connect(client, 'instantly', { apiKey: `${KEY}\u00e9\u{1F600}` });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'credential_rejected',
      detail: expect.stringContaining('cannot carry'),
    });
    expect(instantly.requests.length).toBe(before);
    expect((await listOf(client)).find((i) => i.provider === 'instantly')).toMatchObject({
      status: 'disconnected',
      secretMasked: null,
    });
  });

  it('validates the body per tool and refuses unknown tools', async () => {
    const { t } = await setup();
    const { client } = await createActiveUser(t);
    expect((await connect(client, 'instantly', {})).status).toBe(400);
    expect((await connect(client, 'instantly', { apiKey: KEY, extra: 'x' })).status).toBe(400);
    expect((await connect(client, 'mailchimp', { apiKey: KEY })).status).toBe(404);
    expect((await client.get('/api/v1/integrations/hubspot/campaigns')).status).toBe(404);
    expect((await client.get('/api/v1/integrations/slack/campaigns')).status).toBe(404);
  });
});

describe('slack connection', () => {
  it('accepts only an incoming-webhook URL of Slack, posts a "connected" message, and sends a test', async () => {
    const { t, slack } = await setup();
    const { client } = await createActiveUser(t);
    for (const webhookUrl of [
      'https://example.com/services/T/B/x',
      `${slack.url}/api/chat.postMessage`,
      `${slack.url}/services/`,
      'not a url',
    ]) {
      const res = await connect(client, 'slack', { webhookUrl });
      expect(res.status, webhookUrl).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ path: 'webhookUrl' }] });
    }
    expect(slack.requests).toHaveLength(0);
    expect((await connect(client, 'slack', { apiKey: KEY })).status).toBe(400);

    const webhookUrl = slack.webhook('ops');
    const res = await connect(client, 'slack', { webhookUrl });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      provider: 'slack',
      status: 'connected',
      secretMasked: `••••${webhookUrl.slice(-4)}`,
    });
    expect(await rowsMentioning(t, webhookUrl.split('/').at(-1)!)).toEqual({});
    expect((await client.post('/api/v1/integrations/slack/test')).status).toBe(200);
    const path = new URL(webhookUrl).pathname;
    expect(slack.messages.get(path)!.map((m) => m.text)).toEqual([
      expect.stringContaining('connected'),
      expect.stringContaining('Test message'),
    ]);

    slack.remove('ops');
    const gone = await client.post('/api/v1/integrations/slack/test');
    expect(gone.status).toBe(422);
    expect((await listOf(client)).find((i) => i.provider === 'slack')).toMatchObject({
      status: 'error',
      lastError: expect.stringContaining('no_service'),
    });
    expect((await connect(client, 'slack', { webhookUrl: slack.webhook('other') })).status).toBe(200);
  }, 30_000);
});
