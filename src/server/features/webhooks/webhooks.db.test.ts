import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '#server/db/schema/index.ts';
import { decryptSecret } from '#server/lib/encryption.ts';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '#shared/webhooks.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { fakeResolver } from '#tests/fakes/resolver.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';

/**
 * `/api/v1/webhooks` endpoints (DESIGN.md §4; docs/decisions/020): create with the secret shown once and
 * stored encrypted, the SSRF guard on every URL saved, the per-user limit, changes, rotation, owner
 * scoping, and erasure with the user. No queue runs here, so nothing is ever sent; names resolve only
 * through a fake resolver.
 */
let t: TestApp;
afterEach(async () => t?.close());

const resolver = fakeResolver({
  'hooks.example.com': ['93.184.215.14'],
  'inside.example.com': ['10.0.0.7'],
  'mapped.example.com': ['::ffff:192.168.1.5'],
  'imds.example.com': ['fd00:ec2::254'],
});
const PUBLIC_URL = 'https://hooks.example.com/coldsmith';

async function create(client: TestClient, body: Record<string, unknown> = {}) {
  return client.post('/api/v1/webhooks', { url: PUBLIC_URL, events: ['email.generated'], ...body });
}
async function created(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await create(client, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as WebhookEndpointWithSecret;
}

describe('creating an endpoint', () => {
  it('answers the whsec_ secret once, and stores it only encrypted', async () => {
    t = await createTestApp({ resolver });
    const { client } = await createActiveUser(t);
    const endpoint = await created(client, {
      events: ['email.generated', 'campaign.completed'],
      description: 'CRM sync',
    });
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      description: 'CRM sync',
      events: ['email.generated', 'campaign.completed'],
      enabled: true,
      disabledReason: null,
      failingSince: null,
      previousSecretExpiresAt: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const got = (await (await client.get(`/api/v1/webhooks/${endpoint.id}`)).json()) as Record<string, unknown>;
    expect(got).not.toHaveProperty('secret');
    const list = (await (await client.get('/api/v1/webhooks')).json()) as {
      items: Record<string, unknown>[];
      nextCursor: null;
    };
    expect(list.items.map((e) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(list)).not.toContain(endpoint.secret.slice(6));

    // Nowhere in the database, whole or its key part; the stored value decrypts to it.
    expect(await rowsMentioning(t, endpoint.secret.slice(6, 30))).toEqual({});
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(decryptSecret(row!.secretEncrypted, t.deps.encryptionKey)).toBe(endpoint.secret);
  });

  it('refuses URLs that point inside, however they are written or resolved, with 400 url_not_allowed', async () => {
    t = await createTestApp({ resolver });
    const { client } = await createActiveUser(t);
    const inside = [
      'https://inside.example.com/hook',
      'https://mapped.example.com/hook',
      'https://imds.example.com/',
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:3000/api/health',
      'http://0x7f000001/',
      'http://[::ffff:7f00:1]/',
      'https://10.1.2.3/',
      'http://[fd12::1]/',
      'https://nowhere.example.com/',
    ];
    for (const url of inside) {
      const res = await create(client, { url });
      expect(res.status, url).toBe(400);
      expect(await res.json(), url).toMatchObject({ code: 'url_not_allowed', errors: [{ path: 'url' }] });
    }
    const notHttp = await create(client, { url: 'ftp://hooks.example.com/' });
    expect(await notHttp.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'url' }] });
    const noEvents = await create(client, { events: [] });
    expect(await noEvents.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'events' }] });
    const unknownEvent = await create(client, { events: ['email.sent'] });
    expect(unknownEvent.status).toBe(400);
    expect(await t.db.$count(webhookEndpoints)).toBe(0);
  });

  it('lets WEBHOOK_ALLOW_PRIVATE open loopback and private addresses, never metadata', async () => {
    t = await createTestApp({ resolver, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const { client } = await createActiveUser(t);
    for (const url of ['https://inside.example.com/hook', 'http://127.0.0.1:9/hook', 'http://192.168.10.20/hook'])
      expect((await create(client, { url })).status, url).toBe(201);
    for (const url of ['https://imds.example.com/', 'http://169.254.169.254/', 'http://[fe80::1]/'])
      expect((await create(client, { url })).status, url).toBe(400);
  });

  it(`allows ${MAX_WEBHOOK_ENDPOINTS} endpoints per user`, async () => {
    t = await createTestApp({ resolver });
    const { client } = await createActiveUser(t);
    await Promise.all(Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, () => created(client)));
    const over = await create(client);
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'conflict' });
    expect((await created((await createActiveUser(t)).client)).id).toBeTruthy();
  });
});

describe('changing an endpoint', () => {
  it('checks a new URL, changes events, and turns it off and on', async () => {
    t = await createTestApp({ resolver });
    const { client } = await createActiveUser(t);
    const endpoint = await created(client);
    const path = `/api/v1/webhooks/${endpoint.id}`;
    expect(await (await client.patch(path, { url: 'https://inside.example.com/x' })).json()).toMatchObject({
      code: 'url_not_allowed',
    });
    const changed = (await (
      await client.patch(path, { events: ['email.approved', 'email.failed'], description: 'Zapier' })
    ).json()) as WebhookEndpoint;
    expect(changed).toMatchObject({
      events: ['email.approved', 'email.failed'],
      description: 'Zapier',
      url: PUBLIC_URL,
    });

    // A pending delivery fails when its endpoint is turned off.
    const test = (await (await client.post(`${path}/test`, {})).json()) as WebhookDelivery;
    expect(test).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: [] });
    const off = (await (await client.patch(path, { enabled: false })).json()) as WebhookEndpoint;
    expect(off).toMatchObject({ enabled: false, disabledReason: 'manual' });
    expect(off.disabledAt).not.toBeNull();
    const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect((await client.post(`${path}/test`, {})).status).toBe(409);
    expect((await client.post(`/api/v1/webhooks/deliveries/${test.id}/replay`)).status).toBe(409);

    await t.db.update(webhookEndpoints).set({ failingSince: new Date() }).where(eq(webhookEndpoints.id, endpoint.id));
    expect(await (await client.patch(path, { enabled: true })).json()).toMatchObject({
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
    });
    expect((await client.delete(path)).status).toBe(204);
    expect((await client.get(path)).status).toBe(404);
    expect(await t.db.$count(webhookDeliveries)).toBe(0);
  });

  it('rotates the secret: the new one is answered once, the old one stays valid for 24 h', async () => {
    t = await createTestApp({ resolver });
    const { client } = await createActiveUser(t);
    const endpoint = await created(client);
    const rotated = (await (
      await client.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`)
    ).json()) as WebhookEndpointWithSecret;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    const overlap = Date.parse(rotated.previousSecretExpiresAt!) - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3_600_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3_600_000);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect([
      decryptSecret(row!.secretEncrypted, t.deps.encryptionKey),
      decryptSecret(row!.previousSecretEncrypted!, t.deps.encryptionKey),
    ]).toEqual([rotated.secret, endpoint.secret]);
    expect(await rowsMentioning(t, rotated.secret.slice(6, 30))).toEqual({});
  });
});

describe('ownership', () => {
  it("keeps one user's endpoints and deliveries from another: 404 on every route", async () => {
    t = await createTestApp({ resolver });
    const a = await createActiveUser(t);
    const b = await createActiveUser(t);
    const endpoint = await created(a.client);
    const delivery = (await (
      await a.client.post(`/api/v1/webhooks/${endpoint.id}/test`, { type: 'email.generated' })
    ).json()) as WebhookDelivery;
    expect(delivery.payload).toMatchObject({
      type: 'email.generated',
      data: { emailId: '00000000-0000-4000-8000-000000000001', grade: 'A', verdict: 'send' },
    });

    const path = `/api/v1/webhooks/${endpoint.id}`;
    const answers = [
      await b.client.get(path),
      await b.client.patch(path, { description: 'mine now' }),
      await b.client.post(`${path}/rotate-secret`),
      await b.client.get(`${path}/deliveries`),
      await b.client.post(`${path}/test`, {}),
      await b.client.post(`/api/v1/webhooks/deliveries/${delivery.id}/replay`),
      await b.client.delete(path),
      await b.client.get('/api/v1/webhooks/not-a-uuid'),
      await b.client.post('/api/v1/webhooks/deliveries/not-a-uuid/replay'),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(((await (await b.client.get('/api/v1/webhooks')).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await (await a.client.get(path)).json()) as WebhookEndpoint).toMatchObject({
      description: '',
      enabled: true,
    });
    expect(await t.db.$count(webhookDeliveries)).toBe(1);
  });

  it('erases endpoints, deliveries and attempts with their user', async () => {
    t = await createTestApp({ resolver });
    const { user, client } = await createActiveUser(t);
    const other = await createActiveUser(t);
    const kept = await created(other.client);
    const endpoint = await created(client);
    const delivery = (await (await client.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json()) as WebhookDelivery;
    await t.db
      .insert(webhookDeliveryAttempts)
      .values({ deliveryId: delivery.id, startedAt: new Date(), statusCode: 500, latencyMs: 12, succeeded: false });

    expect(
      (await client.request('/api/v1/me', { method: 'DELETE', json: { email: user.email, password: user.password } }))
        .status,
    ).toBe(204);
    expect(await rowsMentioning(t, user.id)).toEqual({});
    expect(await rowsMentioning(t, endpoint.id)).toEqual({});
    expect(await rowsMentioning(t, delivery.eventId)).toEqual({});
    expect(await t.db.$count(webhookEndpoints)).toBe(1);
    expect((await other.client.get(`/api/v1/webhooks/${kept.id}`)).status).toBe(200);
  });
});
