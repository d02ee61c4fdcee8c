import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';

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
