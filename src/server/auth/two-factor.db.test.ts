import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { createActiveUser, type TestUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * TOTP two-factor authentication end to end through the HTTP API (docs/decisions/017): enrolment that
 * takes effect only after a first code, the challenge at sign-in, single-use backup codes, disabling,
 * and the session's assurance level in `GET /api/v1/me` (aal2 only after a second factor).
 * The authenticator app is played by `otpauth`, reading the otpauth:// URI the server handed out.
 */
let t: TestApp;
afterEach(async () => t?.close());

/** A code that is not the current one: the last digit moved on by one. */
const wrong = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;

const me = async (client: TestClient) =>
  (await client.get('/api/v1/me')).json() as Promise<{ aal: string; twoFactorEnabled: boolean }>;

async function enrol(client: TestClient, user: TestUser) {
  const enabled = await client.post('/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  return { totp, backupCodes, totpURI };
}

async function signIn(t: TestApp, user: TestUser) {
  const client = t.client();
  const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return { client, body: (await response.json()) as { twoFactorRedirect?: boolean } };
}

describe('two-factor authentication (TOTP)', () => {
  it('enrols only after a first valid code, then challenges every sign-in, and the session is aal2', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    expect(await me(client)).toMatchObject({ aal: 'aal1', twoFactorEnabled: false });

    expect((await client.post('/api/auth/two-factor/enable', { password: 'not-the-password' })).status).toBe(400);
    const { totp, backupCodes, totpURI } = await enrol(client, user);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Coldsmith:.+\?/);
    expect(totp).toMatchObject({ issuer: 'Coldsmith', digits: 6, period: 30, algorithm: 'SHA1' });
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Not in force until confirmed: a lost QR code must not lock the user out.
    expect(await me(client)).toMatchObject({ twoFactorEnabled: false });
    expect((await signIn(t, user)).body.twoFactorRedirect).toBeUndefined();

    expect((await client.post('/api/auth/two-factor/verify-totp', { code: wrong(totp.generate()) })).status).toBe(401);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
    expect(await me(client)).toMatchObject({ aal: 'aal2', twoFactorEnabled: true });

    // A new sign-in stops at the challenge: no session until the code.
    const second = await signIn(t, user);
    expect(second.body.twoFactorRedirect).toBe(true);
    expect((await second.client.get('/api/v1/me')).status).toBe(401);
    expect(
      (await second.client.post('/api/auth/two-factor/verify-totp', { code: '12345' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await second.client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
    expect(await me(second.client)).toMatchObject({ aal: 'aal2', twoFactorEnabled: true });
  });

  it('accepts each backup code once', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    const { totp, backupCodes } = await enrol(client, user);
    await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });

    const first = await signIn(t, user);
    expect((await first.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(
      200,
    );
    expect(await me(first.client)).toMatchObject({ aal: 'aal2' });

    const again = await signIn(t, user);
    expect((await again.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(
      401,
    );
    expect((await again.client.get('/api/v1/me')).status).toBe(401);
    expect((await again.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] })).status).toBe(
      200,
    );
  });

  it('disables with the password, and the session drops back to aal1', async () => {
    t = await createTestApp();
    const { user, client } = await createActiveUser(t);
    const { totp } = await enrol(client, user);
    await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect((await client.post('/api/auth/two-factor/disable', { password: 'wrong-password' })).status).toBe(400);
    expect((await client.post('/api/auth/two-factor/disable', { password: user.password })).status).toBe(200);
    expect(await me(client)).toMatchObject({ aal: 'aal1', twoFactorEnabled: false });
    expect((await signIn(t, user)).body.twoFactorRedirect).toBeUndefined();
  });
});
