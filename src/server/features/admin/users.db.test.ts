import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '#server/db/schema/index.ts';
import { auditRows } from '#tests/support/admin.ts';
import {
  createActiveUser,
  createAdmin,
  createPendingUser,
  createSuperadmin,
  createUser,
} from '#tests/factories/users.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';

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
    expect(await (await patch(superClient, user.id, { role: 'admin' })).json()).toMatchObject({
      role: 'admin',
      status: 'active',
    });
    const res = await patch(superClient, user.id, { status: 'pending' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'status' }] });
  });

  it('lets the last superadmin step down only through another superadmin', async () => {
    const { user: me, client } = await createSuperadmin(t);
    for (const change of [{ role: 'admin' }, { status: 'suspended' }]) {
      const res = await patch(client, me.id, change);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    const { client: other } = await createSuperadmin(t);
    expect(await (await patch(other, me.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
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

describe('PATCH /api/admin/users/:id — audit log and rules', () => {
  it('writes one audit row per change, naming actor, target, from and to; a no-op writes nothing', async () => {
    const { user: admin, client } = await createAdmin(t);
    const { user } = await createPendingUser(t);
    await patch(client, user.id, { status: 'active' });
    await patch(client, user.id, { status: 'active' });
    await patch(client, user.id, { status: 'suspended' });
    await patch(client, user.id, { status: 'active' });
    await patch(client, user.id, { status: 'pending' });
    const rows = await auditRows(t);
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ['user.approved', { from: 'pending', to: 'active' }],
      ['user.suspended', { from: 'active', to: 'suspended' }],
      ['user.reinstated', { from: 'suspended', to: 'active' }],
      ['user.status_changed', { from: 'active', to: 'pending' }],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        targetId: user.id,
        targetEmail: user.email,
      });
  });

  it('records a promotion of a pending user as a role change and an approval', async () => {
    const { client } = await createSuperadmin(t);
    const { user } = await createPendingUser(t);
    await patch(client, user.id, { role: 'admin' });
    expect((await auditRows(t)).map((r) => [r.action, r.details]).sort()).toEqual([
      ['user.approved', { from: 'pending', to: 'active' }],
      ['user.role_changed', { from: 'user', to: 'admin' }],
    ]);
  });

  it('refuses an admin acting on a superadmin, changes nothing and logs nothing', async () => {
    const { client } = await createAdmin(t);
    const { user: boss } = await createSuperadmin(t);
    for (const change of [{ status: 'suspended' }, { role: 'user' }, { role: 'admin' }]) {
      const res = await patch(client, boss.id, change);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, boss.id));
    expect(row).toMatchObject({ role: 'superadmin', status: 'active' });
    expect(await auditRows(t)).toEqual([]);
  });

  it("lets only a superadmin change an admin's role, and grant superadmin", async () => {
    const { client: adminClient } = await createAdmin(t);
    const { client: superClient } = await createSuperadmin(t);
    const { user: other } = await createAdmin(t);
    const { user: regular } = await createActiveUser(t);
    expect((await patch(adminClient, other.id, { role: 'user' })).status).toBe(403);
    expect((await patch(adminClient, regular.id, { role: 'superadmin' })).status).toBe(403);
    expect(await (await patch(superClient, other.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    expect(await (await patch(superClient, regular.id, { role: 'superadmin' })).json()).toMatchObject({
      role: 'superadmin',
    });
  });

  it('refuses an administrator changing their own status or role', async () => {
    for (const make of [createAdmin, createSuperadmin]) {
      const { user: me, client } = await make(t);
      for (const change of [{ status: 'suspended' }, { role: 'user' }, { role: 'superadmin' }]) {
        const res = await patch(client, me.id, change);
        expect(res.status, JSON.stringify(change)).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'forbidden', detail: expect.stringContaining('your own') });
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect({ role: row!.role, status: row!.status }).toEqual({ role: me.role, status: 'active' });
    }
  });

  it('stops an admin who was demoted a moment ago', async () => {
    const { client: superClient } = await createSuperadmin(t);
    const { user: admin, client } = await createAdmin(t);
    const { user } = await createPendingUser(t);
    await patch(superClient, admin.id, { role: 'user' });
    const res = await patch(client, user.id, { status: 'active' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('the last superadmin under concurrency', () => {
  // Each case runs a few rounds: on PostgreSQL the requests really overlap (DATABASE_URL runs).
  const activeSuperadmins = async () =>
    t.db.$count(users, and(eq(users.role, 'superadmin'), eq(users.status, 'active')));
  const freshPair = async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'superadmin'));
    return [await createSuperadmin(t), await createSuperadmin(t)] as const;
  };

  it('two superadmins suspending each other at once: one does, the other gets refused', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await freshPair();
      const results = await Promise.all([
        patch(a.client, b.user.id, { status: 'suspended' }),
        patch(b.client, a.user.id, { status: 'suspended' }),
      ]);
      // The loser is refused as the last superadmin (409), or as someone no longer active (403).
      expect(results.filter((r) => r.ok).length, `${results.map((r) => r.status)}`).toBe(1);
      expect(await activeSuperadmins()).toBe(1);
    }
  });

  it('two superadmins stepping down by themselves at once: both refused, another must do it', async () => {
    const [a, b] = await freshPair();
    const results = await Promise.all([
      patch(a.client, a.user.id, { role: 'admin' }),
      patch(b.client, b.user.id, { status: 'suspended' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([403, 403]);
    expect(await activeSuperadmins()).toBe(2);
  });

  it('two superadmins demoting or deleting each other at once: exactly one succeeds, one superadmin is left', async () => {
    for (const act of ['demote', 'delete'] as const) {
      for (let round = 0; round < 2; round++) {
        const [a, b] = await freshPair();
        const hit = (from: typeof a, to: typeof b) =>
          act === 'demote'
            ? patch(from.client, to.user.id, { role: 'admin' })
            : from.client.delete(`/api/admin/users/${to.user.id}`);
        const results = await Promise.all([hit(a, b), hit(b, a)]);
        // The loser is refused as the last superadmin (409), or, when the winner committed first, as
        // someone who is no longer a superadmin (403) or no longer exists (401).
        expect(results.filter((r) => r.ok).length, `${act}: ${results.map((r) => r.status)}`).toBe(1);
        expect(await activeSuperadmins()).toBe(1);
      }
    }
  });
});

describe('the approval e-mail', () => {
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('goes to a user approved from the waiting list, once, and not on reinstatement or other changes', async () => {
    const { client } = await createSuperadmin(t);
    const { user } = await createPendingUser(t);
    expect(await mailTo(user.email)).toEqual([]);
    await patch(client, user.id, { status: 'active' });
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'account_approved',
      to: user.email,
      transport: 'outbox',
      subject: 'Your Coldsmith account is ready',
    });
    expect(mail!.text).toContain(`${TEST_BASE_URL}/login`);

    await patch(client, user.id, { status: 'active' });
    await patch(client, user.id, { status: 'suspended' });
    await patch(client, user.id, { status: 'active' });
    await patch(client, user.id, { role: 'admin' });
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('goes to a pending user promoted straight to admin, and to each user approved in bulk', async () => {
    const { client } = await createSuperadmin(t);
    const { user: promoted } = await createPendingUser(t);
    await patch(client, promoted.id, { role: 'admin' });
    expect(await mailTo(promoted.email)).toHaveLength(1);

    const waiting = [await createPendingUser(t), await createPendingUser(t)];
    const { user: suspended } = await createUser(t, { status: 'suspended' });
    const res = await client.post('/api/admin/users/bulk', {
      ids: [...waiting.map((w) => w.user.id), suspended.id],
      status: 'active',
    });
    expect(res.status).toBe(200);
    for (const { user } of waiting) expect((await mailTo(user.email)).map((m) => m.kind)).toEqual(['account_approved']);
    expect(await mailTo(suspended.email)).toEqual([]);
  });

  it('is not sent when the approval is refused', async () => {
    const { client } = await createActiveUser(t);
    const { user } = await createPendingUser(t);
    expect((await patch(client, user.id, { status: 'active' })).status).toBe(403);
    expect(await mailTo(user.email)).toEqual([]);
  });
});
