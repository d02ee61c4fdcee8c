import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopes } from '#shared/api-keys.ts';
import type { Email } from '#shared/review.ts';
import type { WebhookEndpointWithSecret } from '#shared/webhooks.ts';
import { startFakeInstantly, type FakeInstantly } from '#tests/fakes/vendors/instantly-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/fakes/webhook-receiver.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TestClient, type TestApp } from '#tests/setup/test-app.ts';
import { createKey } from '#tests/support/api-keys.ts';
import { settled, testBrief, waitForProgress, prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { connect, pushAndWait } from '#tests/support/integrations.ts';
import { until } from '#tests/support/until.ts';

/**
 * The public API end to end, as one developer would live it: a key made on a signed-in session, then
 * only that key (no cookie) to subscribe a webhook, create a campaign, import 20 rows of the committed
 * prospect list (tests/fixtures/prospects), estimate, generate, follow, approve, export for Instantly
 * and push to a local Instantly; every webhook the receiver got is verified with the independent
 * `standardwebhooks` library.
 */
const ROWS = 20;
const INSTANTLY_KEY = 'inst-live-0123456789abcdefWXYZ';
const TARGET = '0196a3b0-0000-7000-8000-0000000000bb';

let t: TestApp;
let receiver: WebhookReceiver;
let instantly: FakeInstantly;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  instantly = await startFakeInstantly({ apiKey: INSTANTLY_KEY, campaigns: [{ id: TARGET, name: 'From the API' }] });
  t = await createTestApp({ workers: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true', INSTANTLY_API_URL: instantly.url } });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await instantly?.close();
});

/** A client that sends only `Authorization: Bearer <key>`: its cookie jar stays empty. */
const bearer = (key: string) =>
  new TestClient({
    request: (url, init) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${key}`);
      return t.app.request(url, { ...init, headers });
    },
  });

describe('a developer with an API key', () => {
  it(
    'drives a whole campaign through the API, receives verifiable webhooks and pushes to Instantly',
    { timeout: 120_000 },
    async () => {
      const { client: session } = await createActiveUser(t);
      const api = bearer((await createKey(session, apiKeyScopes, { name: 'CI script' })).key);

      const hook = await api.post('/api/v1/webhooks', {
        url: receiver.url,
        events: ['prospects.imported', 'email.generated', 'email.approved', 'campaign.completed'],
      });
      expect(hook.status).toBe(201);
      const { secret } = (await hook.json()) as WebhookEndpointWithSecret;

      const created = await api.post('/api/v1/campaigns', { name: 'By the API', brief: testBrief });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      const imported = await api.request(`/api/v1/campaigns/${id}/prospects`, {
        method: 'POST',
        body: prospectsCsvSlice(ROWS),
        headers: { 'content-type': 'text/csv', 'idempotency-key': 'import-1' },
      });
      expect(imported.status).toBe(200);
      const result = (await imported.json()) as { imported: number };
      expect(result.imported).toBe(ROWS);
      // The same import again is answered from the first time and stores nothing twice.
      const replay = await api.request(`/api/v1/campaigns/${id}/prospects`, {
        method: 'POST',
        body: prospectsCsvSlice(ROWS),
        headers: { 'content-type': 'text/csv', 'idempotency-key': 'import-1' },
      });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(result);

      const estimate = (await (await api.get(`/api/v1/campaigns/${id}/estimate`)).json()) as {
        prospects: number;
        steps: number;
      };
      expect(estimate.prospects).toBe(ROWS);
      expect((await api.post(`/api/v1/campaigns/${id}/generate`, {})).status).toBe(202);
      const progress = await waitForProgress(api, id, settled, 60_000);
      expect(progress).toMatchObject({ total: ROWS * estimate.steps, failed: 0 });

      const { items } = (await (await api.get(`/api/v1/campaigns/${id}/emails?limit=500`)).json()) as {
        items: Email[];
      };
      expect(items).toHaveLength(ROWS * estimate.steps);
      const approved = (await (
        await api.post(`/api/v1/campaigns/${id}/emails/bulk`, { action: 'approve' })
      ).json()) as { updated: number };
      expect(approved.updated).toBe(ROWS * estimate.steps);

      const exported = await api.get(`/api/v1/campaigns/${id}/export?format=instantly`);
      expect(exported.status).toBe(200);
      const lines = (await exported.text()).trim().split(/\r\n/);
      expect(lines[0]).toContain('email');
      expect(lines.length - 1 + Number(exported.headers.get('x-skipped-without-email'))).toBe(ROWS);

      expect((await connect(api, 'instantly', { apiKey: INSTANTLY_KEY })).status).toBe(200);
      const push = await pushAndWait(api, 'instantly', { campaignId: id, targetCampaignId: TARGET });
      expect(push).toMatchObject({ state: 'completed', error: null });
      expect(push.counts.created).toBe(lines.length - 1);

      // 1 import + one per written e-mail + 1 completion + one per approval, each signed and verifiable.
      const expected = 1 + 2 * items.length + 1;
      await until(
        () => receiver.requests.length,
        (n) => n >= expected,
        `${expected} webhook deliveries`,
      );
      const events = receiver.requests.map(
        (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string },
      );
      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect({
        imported: count('prospects.imported'),
        generated: count('email.generated'),
        completed: count('campaign.completed'),
        approved: count('email.approved'),
      }).toEqual({
        imported: 1,
        generated: items.length,
        completed: 1,
        approved: items.length,
      });
    },
  );
});
