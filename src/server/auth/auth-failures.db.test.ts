import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TestClient, type TestApp } from '#tests/setup/test-app.ts';
import { authFlowOf } from './auth-hooks.ts';
import { createAuth } from './auth.ts';

/**
 * SPEC §8: "Sign-in, sign-up, reset and update failures are logged with tags and rethrown." Each
 * failure below must (1) reach the caller exactly as Better Auth answers it and (2) leave one log line
 * tagged with its flow and Better Auth's error code.
 */
let t: TestApp;
let logs: Record<string, unknown>[];
let client: () => TestClient;

beforeEach(async () => {
  t = await createTestApp();
  logs = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  // The same database and env as the test app, with an auth whose logger the test reads.
  const auth = createAuth({ db: t.db, env: t.deps.env, secret: 'test-secret-test-secret-test-secret-0123', logger });
  const app = createApp({ ...t.deps, auth, logger });
  client = () => new TestClient(app);
});
afterEach(() => t.close());

const failures = () =>
  logs.filter(
    (l) =>
      typeof l.msg === 'string' &&
      l.msg.endsWith(' failed') &&
      (l.tags as { area?: string } | undefined)?.area === 'auth',
  );

describe('auth failures are logged with tags and still answered', () => {
  it('sign-in with a wrong password', async () => {
    const { user } = await createActiveUser(t);
    const res = await client().post('/api/auth/sign-in/email', { email: user.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(failures()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'sign-in failed',
        module: 'better-auth',
        path: '/sign-in/email',
        status: 401,
        tags: { area: 'auth', flow: 'sign-in', code: 'INVALID_EMAIL_OR_PASSWORD' },
      }),
    ]);
    // Neither the password nor the address is written to the log.
    expect(JSON.stringify(logs)).not.toContain('not the password');
    expect(JSON.stringify(failures())).not.toContain(user.email);
  });

  it('sign-up with a password that is too short', async () => {
    const res = await client().post('/api/auth/sign-up/email', {
      name: 'Short',
      email: 'short@example.com',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(failures()).toEqual([
      expect.objectContaining({
        msg: 'sign-up failed',
        tags: { area: 'auth', flow: 'sign-up', code: 'PASSWORD_TOO_SHORT' },
      }),
    ]);
  });

  it('reset with a token that was never issued, and a reset request that is not an address', async () => {
    const bad = await client().post('/api/auth/reset-password', {
      token: 'never-issued',
      newPassword: 'long enough passphrase',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const invalid = await client().post('/api/auth/request-password-reset', { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(failures().map((l) => [l.msg, l.tags])).toEqual([
      ['reset failed', { area: 'auth', flow: 'reset', code: 'INVALID_TOKEN' }],
      ['reset failed', { area: 'auth', flow: 'reset', code: 'VALIDATION_FAILED' }],
    ]);
  });

  it('update: a password change with the wrong current password', async () => {
    const { user } = await createActiveUser(t);
    const session = client();
    expect((await session.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(
      200,
    );
    const res = await session.post('/api/auth/change-password', {
      currentPassword: 'wrong current one',
      newPassword: 'a new passphrase 1',
    });
    expect(res.status).toBe(400);
    expect(failures()).toEqual([
      expect.objectContaining({
        msg: 'update failed',
        tags: expect.objectContaining({ flow: 'update', code: 'INVALID_PASSWORD' }),
      }),
    ]);
  });

  it('logs nothing for calls that succeed', async () => {
    const { user } = await createActiveUser(t);
    expect(
      (await client().post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect((await client().post('/api/auth/request-password-reset', { email: 'someone@example.com' })).status).toBe(
      200,
    );
    expect(failures()).toEqual([]);
  });
});

describe('authFlowOf', () => {
  it.each([
    ['/sign-in/email', 'sign-in'],
    ['/sign-in/social', 'sign-in'],
    ['/two-factor/verify-totp', 'sign-in'],
    ['/sign-up/email', 'sign-up'],
    ['/request-password-reset', 'reset'],
    ['/reset-password', 'reset'],
    ['/reset-password/:token', 'reset'],
    ['/change-password', 'update'],
    ['/update-user', 'update'],
    ['/change-email', 'update'],
    ['/get-session', undefined],
    ['/sign-out', undefined],
  ])('%s → %s', (path, flow) => {
    expect(authFlowOf(path)).toBe(flow);
  });
});
