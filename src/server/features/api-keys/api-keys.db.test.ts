import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, users } from '#server/db/schema/index.ts';
import { API_KEYS_PER_USER, type ApiKey, type ApiKeyList } from '#shared/api-keys.ts';
import { createActiveUser, createUser } from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';
import { hashApiKey } from './key-material.ts';

/**
 * `/api/v1/api-keys` and Bearer authentication (docs/decisions/019): keys shown once and stored as
 * hashes, listed without the key, limited per user, revoked at once; refused when revoked, expired,
 * unknown, malformed, or owned by a pending or suspended user.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const listOf = async (client: { get(path: string): Promise<Response> }) =>
  ((await (await client.get('/api/v1/api-keys')).json()) as ApiKeyList).items;

describe('creating and listing keys', () => {
  it('shows the key once, stores only its SHA-256, and lists it without the key', async () => {
    const { client } = await createActiveUser(t);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await createKey(client, ['emails:read', 'campaigns:read', 'campaigns:read'], {
      name: 'Zapier',
      expiresAt,
    });
    expect(created.key).toMatch(/^cs_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Zapier',
      prefix: created.key.slice(0, 14),
      scopes: ['campaigns:read', 'emails:read'],
      status: 'active',
      expiresAt,
      lastUsedAt: null,
      requestCount: 0,
    });

    const items = await listOf(client);
    expect(items).toEqual([{ ...created, key: undefined }].map(({ key: _, ...rest }) => rest));
    expect(JSON.stringify(items)).not.toContain(created.key);

    // Nowhere in the database, in any table: only the hash.
    expect(await rowsMentioning(t, created.key)).toEqual({});
    expect(await rowsMentioning(t, created.key.slice(14))).toEqual({});
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
  });

  it('makes a different key every time', async () => {
    const { client } = await createActiveUser(t);
    const keys = await Promise.all(Array.from({ length: 5 }, () => createKey(client, ['campaigns:read'])));
    expect(new Set(keys.map((k) => k.key)).size).toBe(5);
  });

  it('refuses a nameless key, no or unknown scopes, a past expiry and extra fields, naming each', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.post('/api/v1/api-keys', {
      name: ' ',
      scopes: [],
      expiresAt: '2020-01-01T00:00:00Z',
      owner: 'me',
    });
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['expiresAt', 'name', 'scopes']));
    const unknown = await client.post('/api/v1/api-keys', { name: 'x', scopes: ['admin:all'] });
    expect(unknown.status).toBe(400);
  });

  it(`allows ${API_KEYS_PER_USER} active keys per user; revoking one makes room`, async () => {
    const { client } = await createActiveUser(t);
    const made = await Promise.all(
      Array.from({ length: API_KEYS_PER_USER }, () => createKey(client, ['campaigns:read'])),
    );
    const over = await client.post('/api/v1/api-keys', { name: 'One too many', scopes: ['campaigns:read'] });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'conflict' });
    expect((await client.delete(`/api/v1/api-keys/${made[0]!.id}`)).status).toBe(204);
    await createKey(client, ['campaigns:read']);
  });

  it('holds the limit when creations race for the last place', async () => {
    const { client } = await createActiveUser(t);
    await Promise.all(Array.from({ length: API_KEYS_PER_USER - 1 }, () => createKey(client, ['campaigns:read'])));
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/v1/api-keys', { name: 'race', scopes: ['emails:read'] }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('revoking keys', () => {
  it('refuses a revoked key at once with 401 and a reason, and drops it from the list', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const api = keyClient(t, created.key);
    expect((await api.get('/api/v1/campaigns')).status).toBe(200);
    expect((await client.delete(`/api/v1/api-keys/${created.id}`)).status).toBe(204);
    const refused = await api.get('/api/v1/campaigns');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated', detail: expect.stringMatching(/revoked/) });
    expect(await listOf(client)).toEqual([]);
    expect((await client.delete(`/api/v1/api-keys/${created.id}`)).status).toBe(404);
  });

  it("cannot revoke or see another user's key (404)", async () => {
    const alice = await createActiveUser(t);
    const bob = await createActiveUser(t);
    const key = await createKey(alice.client, ['campaigns:read']);
    expect(await listOf(bob.client)).toEqual([]);
    expect((await bob.client.delete(`/api/v1/api-keys/${key.id}`)).status).toBe(404);
    expect((await bob.client.delete('/api/v1/api-keys/not-a-uuid')).status).toBe(404);
    expect((await keyClient(t, key.key).get('/api/v1/campaigns')).status).toBe(200);
  });
});

describe('Bearer authentication', () => {
  it('counts requests and stamps the last use', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const api = keyClient(t, created.key);
    await Promise.all(Array.from({ length: 7 }, () => api.get('/api/v1/campaigns')));
    const [listed] = (await listOf(client)) as ApiKey[];
    expect(listed!.requestCount).toBe(7);
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers as the key owner on /me', async () => {
    const { user, client } = await createActiveUser(t);
    const created = await createKey(client, ['emails:read']);
    const me = await keyClient(t, created.key).get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, email: user.email, aal: 'aal1' });
  });

  it('refuses an expired key with 401 saying so', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, created.id));
    const refused = await keyClient(t, created.key).get('/api/v1/campaigns');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated', detail: expect.stringMatching(/expired/) });
    expect((await listOf(client))[0]).toMatchObject({ id: created.id, status: 'expired', requestCount: 0 });
  });

  it('refuses unknown, malformed and non-Bearer credentials with 401, even beside a valid session cookie', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const unknown = `cs_live_${'A'.repeat(43)}`;
    for (const authorization of [
      `Bearer ${unknown}`,
      'Bearer sk_live_abc',
      'Bearer',
      `Basic ${btoa('a:b')}`,
      `Bearer ${created.key}x`,
    ]) {
      const res = await client.request('/api/v1/campaigns', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('unauthenticated');
    }
    expect((await client.get('/api/v1/campaigns')).status).toBe(200);
  });

  it('refuses the keys of pending and suspended owners like their sessions', async () => {
    const { user, client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const api = keyClient(t, created.key);
    for (const [status, code] of [
      ['suspended', 'account_suspended'],
      ['pending', 'pending_approval'],
    ] as const) {
      await t.db.update(users).set({ status }).where(eq(users.id, user.id));
      for (const path of ['/api/v1/campaigns', '/api/v1/me']) {
        const res = await api.get(path);
        expect(res.status, `${status} ${path}`).toBe(403);
        expect(((await res.json()) as { code: string }).code).toBe(code);
      }
    }
  });

  it('is not a cookie request: a form-like write with a key passes the cross-site check, one with only a cookie does not', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:write']);
    const campaign = (await (
      await client.post('/api/v1/campaigns', {
        name: 'Forms',
        brief: { senderName: 'Ada', offer: 'Books closed in five days.' },
      })
    ).json()) as { id: string };
    // text/plain is one of the bodies an HTML form on another site can post without a preflight.
    const init = (headers: Record<string, string>) => ({
      method: 'POST',
      body: 'email,first_name\nsara@pibit.ai,Sara\n',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', ...headers },
    });
    const path = `/api/v1/campaigns/${campaign.id}/prospects`;
    expect(
      (
        await t.app.request(
          `${TEST_BASE_URL}${path}`,
          init({ authorization: `Bearer ${created.key}`, cookie: 'other=1' }),
        )
      ).status,
    ).toBe(200);
    expect((await client.request(path, init({}))).status).toBe(403);
  });

  it('is refused on admin routes, even for an admin', async () => {
    const admin = await createUser(t, { role: 'superadmin', status: 'active' });
    const created = await createKey(admin.client, [
      'campaigns:read',
      'campaigns:write',
      'emails:read',
      'emails:write',
      'webhooks:write',
    ]);
    const res = await keyClient(t, created.key).get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });
});
