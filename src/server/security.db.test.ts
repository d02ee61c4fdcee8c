import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { createTestApp, TEST_BASE_URL, TestClient, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Account security (docs/decisions/017): the session cookie's flags, origin checks on Better Auth's
 * endpoints and on cookie-authenticated writes to our API, and Better Auth's sign-in rate limit.
 */
let t: TestApp;
afterEach(async () => t?.close());

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => /session_token=/.test(line)) ?? '';

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, for the whole site', async () => {
    t = await createTestApp();
    const client = t.client();
    await client.post('/api/auth/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a-long-password-1',
    });
    const response = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'a-long-password-1',
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
  });

  it('is Secure, with the __Secure- prefix, when the app is served over https', async () => {
    t = await createTestApp({ env: { BASE_URL: 'https://coldsmith.example' } });
    // Its own origin: an https BASE_URL trusts no loopback origin (lib/trusted-origin.ts).
    const client = new TestClient(t.app, 'https://coldsmith.example');
    await client.post('/api/auth/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a-long-password-1',
    });
    const response = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'a-long-password-1',
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe('origin checks', () => {
  it('refuses a sign-in posted from another site', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    // Better Auth reports the refusal on its own console logger, not the one we give it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await t.app.request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: 'x=1' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBe('');
    expect(String(consoleError.mock.calls[0])).toMatch(/Invalid origin/);
  });

  it('refuses a cookie-authenticated form post from another site, and takes it from our own', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const created = (await (
      await client.post('/api/v1/campaigns', {
        name: 'Forms',
        brief: { senderName: 'Ada', offer: 'Books closed in five days.' },
      })
    ).json()) as { id: string };
    const form = () => {
      const body = new FormData();
      body.set('file', new Blob(['email,first_name\nsara@pibit.ai,Sara\n'], { type: 'text/csv' }), 'list.csv');
      return body;
    };
    const send = (headers: Record<string, string>) =>
      client.request(`/api/v1/campaigns/${created.id}/prospects`, { method: 'POST', body: form(), headers });

    const forged = await send({ origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'forbidden' });
    const noOrigin = await client.request(`/api/v1/campaigns/${created.id}/prospects`, {
      method: 'POST',
      body: form(),
      headers: { origin: '' },
    });
    expect(noOrigin.status).toBe(403);

    expect((await send({ origin: TEST_BASE_URL })).status).toBe(200);
    expect((await send({ origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

const brief = { senderName: 'Ada', offer: 'Books closed in five days.' };

describe('cookie-authenticated writes from another origin, whatever the body', () => {
  // The content types a page on another site can send, plus JSON (needs a preflight, never granted,
  // but a browser that skipped it must still be refused) and a body with no content type at all.
  const bodies: [kind: string, init: RequestInit][] = [
    ['JSON', { body: JSON.stringify({ name: 'Forged', brief }), headers: { 'content-type': 'application/json' } }],
    ['text/plain', { body: JSON.stringify({ name: 'Forged', brief }), headers: { 'content-type': 'text/plain' } }],
    ['no content type', { body: new Blob([JSON.stringify({ name: 'Forged', brief })]) }],
  ];

  it.each(bodies)('refuses a %s POST with a foreign Origin, and creates nothing', async (_kind, init) => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const headers = new Headers(init.headers);
    headers.set('origin', 'https://evil.example');
    const response = await client.request('/api/v1/campaigns', { ...init, method: 'POST', headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
    const list = (await (await client.get('/api/v1/campaigns')).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it('refuses a DELETE with a foreign Origin, or the opaque Origin "null"', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const { id } = (await (await client.post('/api/v1/campaigns', { name: 'Kept', brief })).json()) as { id: string };
    for (const origin of ['https://evil.example', 'null']) {
      const response = await client.request(`/api/v1/campaigns/${id}`, { method: 'DELETE', headers: { origin } });
      expect(response.status, origin).toBe(403);
    }
    expect((await client.get(`/api/v1/campaigns/${id}`)).status).toBe(200);
  });

  it('takes a JSON write from a loopback origin only when BASE_URL is loopback itself', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const fromVite = await client.request('/api/v1/campaigns', {
      method: 'POST',
      json: { name: 'Local', brief },
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(fromVite.status).toBe(201);
    await t.close();

    t = await createTestApp({ env: { BASE_URL: 'https://coldsmith.example' } });
    const site = new TestClient(t.app, 'https://coldsmith.example');
    const password = 'a-long-password-1';
    expect((await site.post('/api/auth/sign-up/email', { name: 'Ada', email: 'ada@example.com', password })).ok).toBe(
      true,
    );
    await t.db.execute(sql`update users set status = 'active'`);
    // Sign-up opens no session (it would tell which addresses have accounts): sign in.
    expect((await site.post('/api/auth/sign-in/email', { email: 'ada@example.com', password })).ok).toBe(true);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:5173']) {
      const local = await site.request('/api/v1/campaigns', {
        method: 'POST',
        json: { name: 'Local', brief },
        headers: { origin },
      });
      expect(local.status, origin).toBe(403);
    }
    expect((await site.post('/api/v1/campaigns', { name: 'Own', brief })).status).toBe(201);
  });

  it('refuses a sign-in from a loopback origin when BASE_URL is not loopback', async () => {
    t = await createTestApp({ env: { BASE_URL: 'https://coldsmith.example' } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await t.app.request('https://coldsmith.example/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080', cookie: 'x=1' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'a-long-password-1' }),
    });
    expect(response.status).toBe(403);
    expect(String(consoleError.mock.calls[0])).toMatch(/Invalid origin/);
  });

  it('lets an API key write from any origin: a Bearer request carries no cookie to forge', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const { key } = await createKey(client, ['campaigns:write']);
    const script = keyClient(t, key);
    for (const origin of ['https://evil.example', 'null']) {
      const response = await script.request('/api/v1/campaigns', {
        method: 'POST',
        json: { name: `From ${origin}`, brief },
        headers: { origin, cookie: 'x=1' },
      });
      expect(response.status, origin).toBe(201);
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a retry delay after repeated sign-ins from one address', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const { user } = await createActiveUser(t);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await t
        .client()
        .post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password-1' });
      statuses.push(response.status);
      retryAfter ??= response.headers.get('x-retry-after');
    }
    // Three sign-ins per 10 s: the factory's own sign-in (after sign-up) was the first of them.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 429]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
