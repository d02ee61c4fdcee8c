import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser, createPendingUser, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/v1/me', () => {
  it('answers 401 unauthenticated without a session', async () => {
    const res = await t.client().get('/api/v1/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'unauthenticated', status: 401 });
  });

  it('gives a new sign-up pending status and its place on the waiting list', async () => {
    const first = await createPendingUser(t);
    await createActiveUser(t);
    const second = await createPendingUser(t);
    const me1 = await (await first.client.get('/api/v1/me')).json();
    const me2 = await (await second.client.get('/api/v1/me')).json();
    expect(me1).toMatchObject({
      status: 'pending',
      role: 'user',
      aal: 'aal1',
      twoFactorEnabled: false,
      waitlistPosition: 1,
    });
    expect(me2).toMatchObject({ status: 'pending', waitlistPosition: 2 });
    expect(Object.keys(me2).sort()).toEqual(
      ['aal', 'createdAt', 'email', 'id', 'name', 'role', 'status', 'twoFactorEnabled', 'waitlistPosition'].sort(),
    );
  });

  it('signs up as pending even when the request tries to set role or status', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'long enough password',
      role: 'superadmin',
      status: 'active',
    });
    // Better Auth refuses fields marked `input: false`, or ignores them; either way nobody is promoted.
    if (res.ok) {
      await client.post('/api/auth/sign-in/email', { email: 'mallory@example.com', password: 'long enough password' });
      expect(await (await client.get('/api/v1/me')).json()).toMatchObject({ role: 'user', status: 'pending' });
    } else {
      expect(res.status).toBe(400);
    }
  });

  it('stays open to a suspended user', async () => {
    const { client } = await createUser(t, { status: 'suspended' });
    const res = await client.get('/api/v1/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'suspended' });
  });

  it('forgets the user after sign-out', async () => {
    const { client } = await createActiveUser(t);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/v1/me')).status).toBe(401);
  });
});
