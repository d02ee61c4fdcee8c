import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser, createAdmin, createPendingUser, createSuperadmin, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const patch = (client: ReturnType<TestApp['client']>, id: string, body: unknown) =>
  client.patch(`/api/admin/users/${id}`, body as Record<string, unknown>);

describe('PATCH /api/admin/users/:id', () => {
  it('lets an admin approve a pending user, who then gets through', async () => {
    const { client: adminClient } = await createAdmin(t);
    const { user, client } = await createPendingUser(t);
    expect((await client.get('/api/admin/users/x')).status).toBe(403);

    const res = await patch(adminClient, user.id, { status: 'active' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, status: 'active', role: 'user' });
    expect(await (await client.get('/api/v1/me')).json()).toMatchObject({ status: 'active', waitlistPosition: null });
  });

  it('refuses callers by state: 401 signed out, 403 pending, suspended and regular users', async () => {
    const { user } = await createPendingUser(t);
    expect((await patch(t.client(), user.id, { status: 'active' })).status).toBe(401);
    const codes = [];
    for (const make of [createPendingUser, (x: TestApp) => createUser(x, { status: 'suspended' }), createActiveUser]) {
      const { client } = await make(t);
      const res = await patch(client, user.id, { status: 'active' });
      expect(res.status).toBe(403);
      codes.push(((await res.json()) as { code: string }).code);
    }
    expect(codes).toEqual(['pending_approval', 'account_suspended', 'forbidden']);
  });

  it('only lets a superadmin grant admin or touch an administrator', async () => {
    const { client: adminClient } = await createAdmin(t);
    const { client: superClient } = await createSuperadmin(t);
    const { user } = await createActiveUser(t);
    const { user: otherAdmin } = await createAdmin(t);
    expect((await patch(adminClient, user.id, { role: 'admin' })).status).toBe(403);
    expect((await patch(adminClient, otherAdmin.id, { status: 'suspended' })).status).toBe(403);
    const granted = await patch(superClient, user.id, { role: 'admin' });
    expect(await granted.json()).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('activates a pending user promoted to admin, and never sets an admin pending', async () => {
    const { client: superClient } = await createSuperadmin(t);
    const { user } = await createPendingUser(t);
    expect(await (await patch(superClient, user.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin', status: 'active' });
    const res = await patch(superClient, user.id, { status: 'pending' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'status' }] });
  });

  it('never demotes or suspends the last superadmin', async () => {
    const { user: me, client } = await createSuperadmin(t);
    for (const change of [{ role: 'admin' }, { status: 'suspended' }]) {
      const res = await patch(client, me.id, change);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'last_superadmin' });
    }
    await createSuperadmin(t);
    expect(await (await patch(client, me.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const { client } = await createAdmin(t);
    const { user } = await createPendingUser(t);
    expect((await patch(client, 'no-such-user', { status: 'active' })).status).toBe(404);
    for (const body of [{}, { status: 'approved' }, { role: 'root' }, { status: 'active', extra: 1 }]) {
      const res = await patch(client, user.id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});
