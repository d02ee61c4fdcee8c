import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Changing the account's e-mail address through Better Auth's `change-email`: a link goes to the new
 * address (here the dev outbox), and only opening it moves the account there.
 */
let t: TestApp;
afterEach(async () => t?.close());

/** The mail is sent in the background (auth.ts): wait for its outbox row. */
async function mailTo(to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to}`);
}

describe('changing the e-mail address', () => {
  it('moves the account only when the link sent to the new address is opened', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    const response = await client.post('/api/auth/change-email', {
      newEmail: 'ada.new@example.com',
      callbackURL: '/profile?email=changed',
    });
    expect(response.status).toBe(200);
    const mail = await mailTo('ada.new@example.com');
    expect(mail).toMatchObject({ kind: 'email_change', subject: 'Confirm your new Coldsmith e-mail address' });
    // Nothing changes before the link is opened.
    expect(((await (await client.get('/api/v1/me')).json()) as { email: string }).email).toBe(user.email);

    const link = new URL(/https?:\/\/\S+verify-email\?token=[^\s"<]+/.exec(mail.text)![0].replace(/&amp;/g, '&'));
    expect(link.origin).toBe(TEST_BASE_URL);
    const opened = await client.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile?email=changed');
    expect(((await (await client.get('/api/v1/me')).json()) as { email: string }).email).toBe('ada.new@example.com');
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: 'ada.new@example.com', password: user.password }))
        .status,
    ).toBe(200);
  });

  it('answers the same for an address another account has, and sends nothing', async () => {
    t = await createTestApp();
    const other = await createActiveUser(t);
    const { client } = await createActiveUser(t);
    const response = await client.post('/api/auth/change-email', {
      newEmail: other.user.email,
      callbackURL: '/profile',
    });
    expect(response.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, other.user.email))).toEqual([]);
  });
});
