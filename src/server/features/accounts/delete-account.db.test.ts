import * as OTPAuth from 'otpauth';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { accounts, auditLogs, mailOutbox, sessions, verifications } from '#server/db/schema/index.ts';
import { createActiveUser, createPendingUser, createSuperadmin } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';
import { createCampaignWithProspects, settled, testBrief, waitForProgress } from '#tests/support/campaigns.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';

/**
 * `DELETE /api/v1/me` (docs/decisions/017): confirmation by e-mail (and TOTP code with two-factor on),
 * and afterwards no row anywhere in the database holds the user's id or e-mail address — checked by
 * reading every row of every table as text, so a table added later is covered without editing this.
 */
let t: TestApp;
afterEach(async () => t?.close());

/** A user with something in every table a user can own rows in. */
async function userWithEverything(t: TestApp) {
  const { user, client } = await createActiveUser(t);
  const campaign = await createCampaignWithProspects(client, { rows: 5 });
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  await waitForProgress(client, campaign.id, settled);
  expect(
    (
      await client.request('/api/v1/settings/ai', {
        method: 'PUT',
        json: { provider: 'openai', apiKey: 'sk-test-0123456789abcdef', model: 'gpt-5-mini' },
      })
    ).status,
  ).toBe(200);
  // An API key that was used (its rate-limit counter) and an idempotent POST (its record).
  const apiKey = await createKey(client, ['campaigns:write']);
  const byKey = await keyClient(t, apiKey.key).post(
    '/api/v1/campaigns',
    { name: 'By key', brief: testBrief },
    { 'idempotency-key': `k-${user.id}` },
  );
  expect(byKey.status).toBe(201);
  const { totpURI } = (await (
    await client.post('/api/auth/two-factor/enable', { password: user.password })
  ).json()) as { totpURI: string };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
  // Rows other features write: a pending password reset, a mail sent, an admin's action on them.
  await t.db.insert(verifications).values({
    id: `v-${user.id}`,
    identifier: 'reset-password:token',
    value: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(mailOutbox).values({
    kind: 'account_approved',
    to: user.email,
    subject: 'You are in',
    text: `Hello ${user.name}`,
    transport: 'outbox',
  });
  await t.db
    .insert(auditLogs)
    .values({ actorEmail: 'admin@example.com', action: 'user.approved', targetId: user.id, targetEmail: user.email });
  return { user, client, totp, campaignId: campaign.id, apiKeyId: apiKey.id };
}

/** A code that is not the current one: the last digit moved on by one. */
const wrong = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;

const remove = (client: TestClient, body: unknown) =>
  client.request('/api/v1/me', { method: 'DELETE', json: body as never });

describe('DELETE /api/v1/me', () => {
  it('deletes the account and every row it owns, and nothing of anyone else', { timeout: 60_000 }, async () => {
    t = await createTestApp({ workers: true });
    const other = await userWithEverything(t);
    const { user, client, totp, apiKeyId } = await userWithEverything(t);
    expect(Object.keys(await rowsMentioning(t, user.id)).length).toBeGreaterThan(5);
    expect(Object.keys(await rowsMentioning(t, apiKeyId)).sort()).toEqual([
      'public.api_keys',
      'public.rate_limit_counters',
    ]);

    expect((await remove(client, { email: 'someone-else@example.com', code: totp.generate() })).status).toBe(400);
    const noCode = await remove(client, { email: user.email });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'code' }] });
    expect((await remove(client, { email: user.email, code: wrong(totp.generate()) })).status).toBe(400);

    const deleted = await remove(client, { email: user.email.toUpperCase(), code: totp.generate() });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/session_token=;|Max-Age=0/i);
    expect(await rowsMentioning(t, user.id)).toEqual({});
    expect(await rowsMentioning(t, user.email)).toEqual({});
    expect(await rowsMentioning(t, apiKeyId)).toEqual({});

    // The audit log keeps the action, anonymised; the other user keeps everything.
    const [entry] = rowsOf<{ action: string; target_id: string | null; target_email: string | null }>(
      await t.db.execute(
        sql`select action, target_id, target_email from audit_logs where action = 'user.approved' and target_id is null`,
      ),
    );
    expect(entry).toEqual({ action: 'user.approved', target_id: null, target_email: null });
    expect(Object.keys(await rowsMentioning(t, other.user.id)).length).toBeGreaterThan(5);
    expect((await other.client.get(`/api/v1/campaigns/${other.campaignId}/emails`)).status).toBe(200);

    // The session is gone with the account.
    expect((await client.get('/api/v1/me')).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(401);
  });

  it('needs the e-mail and the password without two-factor, and is open to pending users', async () => {
    t = await createTestApp();
    const { user, client } = await createPendingUser(t);
    const noPassword = await remove(client, { email: ` ${user.email} ` });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ errors: [{ path: 'password', message: 'Enter your password' }] });
    const wrongPassword = await remove(client, { email: user.email, password: `${user.password}x` });
    expect(await wrongPassword.json()).toMatchObject({ errors: [{ path: 'password' }] });
    expect((await remove(client, { email: ` ${user.email} `, password: user.password })).status).toBe(204);
    expect(await rowsMentioning(t, user.id)).toEqual({});
  });

  it('asks an account without a password (Google only) for a sign-in in the last 10 minutes', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    await t.db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await remove(client, { email: user.email });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ errors: [{ path: 'reauthenticate' }] });
    await t.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await remove(client, { email: user.email })).status).toBe(204);
  });

  it('keeps the last superadmin, who must make another superadmin first', async () => {
    t = await createTestApp();
    const { user, client } = await createSuperadmin(t);
    const refused = await remove(client, { email: user.email, password: user.password });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'last_superadmin' });
    await createSuperadmin(t);
    expect((await remove(client, { email: user.email, password: user.password })).status).toBe(204);
  });

  it('answers 401 with SPEC’s message when no one is signed in', async () => {
    t = await createTestApp();
    const response = await remove(t.client(), { email: 'nobody@example.com' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated', detail: 'No authenticated user to delete' });
  });
});
