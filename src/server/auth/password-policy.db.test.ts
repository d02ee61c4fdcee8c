import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimitCounters, users } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { SIGN_IN_ACCOUNT_LIMIT } from './sign-in-limit.ts';

/**
 * Passwords (auth/password-policy.ts) wherever one is set — sign-up, the first administrator, reset,
 * change — and sign-in attempts per account (auth/sign-in-limit.ts), through the HTTP API. Refusals
 * are problem+json in the API's shape, with `message` for Better Auth's client.
 */
let t: TestApp;
afterEach(() => t?.close());

/** Among the 10,000 most common passwords, each at least 8 characters (Better Auth's minimum). */
const COMMON = ['password', '12345678', 'qwertyuiop', 'iloveyou', 'Sunshine', 'PASSWORD1'];
const BLANK = ' '.repeat(12);

async function expectRefused(response: Response, field: string, reason: RegExp) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    type: 'https://coldsmith.app/problems/validation_failed',
    status: 400,
    code: 'validation_failed',
    title: 'The request is not valid',
    detail: expect.stringMatching(reason),
    errors: [{ path: field, message: expect.stringMatching(reason) }],
  });
  expect(body.message).toBe(body.detail);
}

const signUp = (client: TestClient, password: string, email = 'ada@example.com') =>
  client.post('/api/auth/sign-up/email', { name: 'Ada', email, password });

describe('a new password', () => {
  it.each(COMMON)('refuses the common password %j at sign-up, creating no account', async (password) => {
    t = await createTestApp();
    await expectRefused(await signUp(t.client(), password), 'password', /most common/);
    expect(await t.db.$count(users)).toBe(0);
  });

  it('refuses a password of only spaces at sign-up, and takes an uncommon one', async () => {
    t = await createTestApp();
    await expectRefused(await signUp(t.client(), BLANK), 'password', /only spaces/);
    // Spaces inside a password are fine: passphrases have them.
    expect((await signUp(t.client(), 'my quiet harbour 1987')).status).toBe(200);
  });

  it('refuses a common first administrator password', async () => {
    t = await createTestApp();
    const res = await t
      .client()
      .post('/api/admin/initialize', { name: 'Ada', email: 'ada@example.com', password: 'iloveyou' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', detail: expect.stringMatching(/most common/) });
    expect(await t.db.$count(users)).toBe(0);
  });

  it('refuses a common or blank password on reset; the link still works for a good one', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    await t.client().post('/api/auth/request-password-reset', { email: user.email });
    let text = '';
    for (let i = 0; i < 200 && !text; i++) {
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      text = row?.text ?? '';
      if (!text) await new Promise((r) => setTimeout(r, 25));
    }
    const token = new RegExp(`${TEST_BASE_URL}/auth/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(text)![1]!;
    const visitor = t.client();
    await expectRefused(
      await visitor.post('/api/auth/reset-password', { token, newPassword: 'sunshine' }),
      'newPassword',
      /most common/,
    );
    await expectRefused(
      await visitor.post('/api/auth/reset-password', { token, newPassword: BLANK }),
      'newPassword',
      /only spaces/,
    );
    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: 'lantern orchard 42' })).status).toBe(
      200,
    );
  });

  it('refuses a common password on change, and the old one keeps working', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    const change = (newPassword: string) =>
      client.post('/api/auth/change-password', { currentPassword: user.password, newPassword });
    await expectRefused(await change('qwertyuiop'), 'newPassword', /most common/);
    await expectRefused(await change(BLANK), 'newPassword', /only spaces/);
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
  });
});

describe('sign-in attempts per account', () => {
  const signIn = (email: string, password: string) => t.client().post('/api/auth/sign-in/email', { email, password });

  it(`are limited to ${SIGN_IN_ACCOUNT_LIMIT} failures, whatever the address, with the right password refused too`, async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    const { user: other } = await createActiveUser(t);
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT; i++)
      expect((await signIn(user.email, `wrong-${i}-guess`)).status).toBe(401);

    // Typed differently, the same account.
    const limited = await signIn(` ${user.email.toUpperCase()}`, user.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    const body = (await limited.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 429,
      code: 'rate_limited',
      title: 'Too many requests',
      detail: expect.stringMatching(/^Too many failed sign-ins to this account\. Try again in \d+ minutes/),
    });
    expect(body.message).toBe(body.detail);

    // Another account, and an address with no account, are counted apart.
    expect((await signIn(other.email, other.password)).status).toBe(200);
    expect((await signIn('nobody@example.com', 'wrong-guess-1')).status).toBe(401);
  });

  it('count failures only: a successful sign-in gives its attempt back', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    for (let i = 0; i < 3 * SIGN_IN_ACCOUNT_LIMIT; i++)
      expect((await signIn(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT - 1; i++)
      expect((await signIn(user.email, `wrong-${i}-guess`)).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('keep no e-mail address in the counters', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    await signIn(user.email, 'wrong-guess-1');
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('signIn:'))).toBe(true);
    expect(keys.join(' ')).not.toContain(user.email);
  });
});
