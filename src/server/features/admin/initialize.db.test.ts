import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const admin = { name: 'Ada Admin', email: 'ada@example.com', password: 'correct horse battery' };

describe('POST /api/admin/initialize', () => {
  it('creates the first superadmin, active, and signs them in', async () => {
    const client = t.client();
    const res = await client.post('/api/admin/initialize', admin);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ user: { email: admin.email, role: 'superadmin', status: 'active' } });
    expect(client.signedIn).toBe(true);
    const me = await (await client.get('/api/v1/me')).json();
    expect(me).toMatchObject({
      email: admin.email,
      name: admin.name,
      role: 'superadmin',
      status: 'active',
      waitlistPosition: null,
    });
  });

  it('says whether the first admin exists', async () => {
    expect(await (await t.client().get('/api/admin/initialize')).json()).toEqual({ initialized: false });
    await t.client().post('/api/admin/initialize', admin);
    expect(await (await t.client().get('/api/admin/initialize')).json()).toEqual({ initialized: true });
  });

  it('answers 409 once a superadmin exists', async () => {
    expect((await t.client().post('/api/admin/initialize', admin)).status).toBe(201);
    const again = await t.client().post('/api/admin/initialize', { ...admin, email: 'eve@example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_initialized' });
  });

  it('lets exactly one of many concurrent requests win', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.client().post('/api/admin/initialize', { ...admin, email: `admin${i}@example.com` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('lists every bad field and creates nobody', async () => {
    const res = await t.client().post('/api/admin/initialize', { name: '', email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { path: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e) => e.path).sort()).toEqual(['email', 'name', 'password']);
    expect((await t.client().post('/api/admin/initialize', admin)).status).toBe(201);
  });

  it('refuses an e-mail that already has an account, and releases the claim', async () => {
    await createUser(t, { email: 'taken@example.com' });
    const res = await t.client().post('/api/admin/initialize', { ...admin, email: 'taken@example.com' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'conflict' });
    expect((await t.client().post('/api/admin/initialize', admin)).status).toBe(201);
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const res = await t.client().request('/api/admin/initialize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
