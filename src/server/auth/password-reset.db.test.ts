import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, verifications } from '#server/db/schema/index.ts';
import { RESET_TOKEN_TTL_SECONDS } from '#shared/password-reset.ts';
import { RESET_REQUEST_FLOOR_MS } from './auth-hooks.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/fakes/smtp-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * Password reset end to end through the HTTP API (SPEC §2 /auth/forgot-password and
 * /auth/reset-password, §7): request → the mail (received by a real SMTP server, or read from the dev
 * outbox) → the link's token → new password → sign-in with it.
 */
let t: TestApp;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await t.close();
});

const LINK = new RegExp(`${TEST_BASE_URL.replace(/[.:/]/g, '\\$&')}/auth/reset-password\\?token=([A-Za-z0-9_-]+)`);

function tokenFrom(text: string): string {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1]!;
}

/** The reset mail is sent in the background (see auth.ts): wait for its outbox row. */
async function waitForOutbox(db: Database, to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

const requestReset = (client: TestClient, email: string) => client.post('/api/auth/request-password-reset', { email });
const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });

describe('password reset over SMTP', () => {
  it('mails a link whose token sets a new password: the old one stops working, other sessions end', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Coldsmith <mail@coldsmith.test>' } });
    const { user, client: earlierSession } = await createActiveUser(t);
    expect((await earlierSession.get('/api/v1/me')).status).toBe(200);

    const visitor = t.client();
    // Typed as people do: capitals and a stray space. The shared schema normalises it.
    const requested = await requestReset(visitor, ` ${user.email.toUpperCase()}`);
    expect(requested.status).toBe(200);

    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual([user.email]);
    expect(mail.parsed.subject).toBe('Reset your Coldsmith password');
    const token = tokenFrom(mail.parsed.text ?? '');
    expect(tokenFrom(String(mail.parsed.html))).toBe(token);
    expect(mail.parsed.text).toContain(`Hi ${user.name},`);

    const newPassword = 'a brand new passphrase';
    const reset = await visitor.post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    expect((await signIn(t.client(), user.email, user.password)).status).toBe(401);
    const fresh = t.client();
    expect((await signIn(fresh, user.email, newPassword)).status).toBe(200);
    expect(await (await fresh.get('/api/v1/me')).json()).toMatchObject({ email: user.email, status: 'active' });
    // OWASP Forgot Password cheat sheet: a reset ends the sessions opened with the old password.
    expect((await earlierSession.get('/api/v1/me')).status).toBe(401);

    // The token works once.
    const again = await visitor.post('/api/auth/reset-password', { token, newPassword: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    await waitForOutbox(t.db, user.email); // stored once SMTP answered, after the mail arrived (send-mail.ts)
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({
      kind: 'password_reset',
      transport: 'smtp',
      to: user.email,
      messageId: mail.parsed.messageId,
      error: null,
    });
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const { user } = await createActiveUser(t);

    const unknown = await requestReset(t.client(), 'nobody-here@example.com');
    const known = await requestReset(t.client(), user.email);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());

    // The known address's mail arrives; none went to the unknown one before or after it.
    expect((await smtp.nextMail()).envelope.to).toEqual([user.email]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([[user.email]]);
    await waitForOutbox(t.db, user.email); // stored once SMTP answered, after the mail arrived (send-mail.ts)
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('does not slow the answer down by the time SMTP takes (timing must not reveal accounts)', async () => {
    // A server that takes 1.5 s to accept each message: the API must not wait for it.
    smtp = await startSmtpServer({ delayMs: 1_500 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const { user } = await createActiveUser(t);
    const started = performance.now();
    expect((await requestReset(t.client(), user.email)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await smtp.nextMail(5_000)).envelope.to).toEqual([user.email]);
    await waitForOutbox(t.db, user.email);
  });

  it('holds every answer, known address or not, until the same time floor', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const { user } = await createActiveUser(t);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await requestReset(t.client(), email)).status).toBe(200);
      return performance.now() - started;
    };
    const known = await timed(user.email);
    const unknown = await timed('nobody-at-all@example.com');
    for (const ms of [known, unknown]) {
      expect(ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 2);
      expect(ms).toBeLessThan(RESET_REQUEST_FLOOR_MS + 200);
    }
    await smtp.nextMail();
  });
});

describe('password reset through the dev outbox', () => {
  it('stores the mail, whose link resets the password', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    expect((await requestReset(t.client(), user.email)).status).toBe(200);

    const row = await waitForOutbox(t.db, user.email);
    expect(row).toMatchObject({ kind: 'password_reset', transport: 'outbox', messageId: null, error: null });
    const token = tokenFrom(row.text);

    expect(
      (await t.client().post('/api/auth/reset-password', { token, newPassword: 'outbox passphrase 1' })).status,
    ).toBe(200);
    expect((await signIn(t.client(), user.email, 'outbox passphrase 1')).status).toBe(200);
  });

  it('refuses an expired token with INVALID_TOKEN and leaves the password alone', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    await requestReset(t.client(), user.email);
    const token = tokenFrom((await waitForOutbox(t.db, user.email)).text);

    const [verification] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    // Better Auth was given our lifetime: the token expires RESET_TOKEN_TTL_SECONDS after it was made.
    const lifetime = (verification!.expiresAt.getTime() - verification!.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - RESET_TOKEN_TTL_SECONDS)).toBeLessThan(5);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verifications.id, verification!.id));

    const res = await t.client().post('/api/auth/reset-password', { token, newPassword: 'too late passphrase' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(t.client(), user.email, user.password)).status).toBe(200);
  });

  it('refuses what the forms refuse, with the shared schemas’ messages', async () => {
    t = await createTestApp();
    const badEmail = await requestReset(t.client(), 'not-an-address');
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid e-mail address',
      errors: [{ path: 'email' }],
    });

    const short = await t.client().post('/api/auth/reset-password', { token: 'whatever', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Use at least 8 characters',
      errors: [{ path: 'newPassword' }],
    });

    const noToken = await t.client().post('/api/auth/reset-password', { newPassword: 'long enough passphrase' });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'token' }] });

    const unknownToken = await t
      .client()
      .post('/api/auth/reset-password', { token: 'not-a-token-we-issued', newPassword: 'long enough passphrase' });
    expect(unknownToken.status).toBe(400);
    expect(await unknownToken.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
