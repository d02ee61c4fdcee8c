import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import type { BulkUpdateResult } from '#shared/admin.ts';
import { createActiveUser, createAdmin, createPendingUser, createSuperadmin } from '#tests/factories/users.ts';
import { auditRows, insertUsers } from '#tests/support/admin.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/** `POST /api/admin/users/bulk`: approve, suspend, reinstate many; same rules as one by one. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const bulk = (client: TestClient, body: unknown) =>
  client.post('/api/admin/users/bulk', body as Record<string, unknown>);
const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids))).map((r) => [
      r.id,
      r.status,
    ]),
  );

describe('POST /api/admin/users/bulk', () => {
  it('approves many pending users at once, who then get through; one audit row each, marked bulk', async () => {
    const { user: admin, client } = await createAdmin(t);
    const waiting = [await createPendingUser(t), await createPendingUser(t), await createPendingUser(t)];
    const ids = waiting.map((w) => w.user.id);
    const res = await bulk(client, { ids, status: 'active' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkUpdateResult;
    expect(body.skipped).toEqual([]);
    expect(body.updated.map((u) => [u.id, u.status])).toEqual(ids.map((id) => [id, 'active']));
    for (const { client: theirs } of waiting) expect((await theirs.get('/api/v1/campaigns')).status).toBe(200);
    const rows = await auditRows(t);
    expect(rows.map((r) => [r.action, r.targetId, r.actorId, r.details])).toEqual(
      ids.map((id) => ['user.approved', id, admin.id, { from: 'pending', to: 'active', bulk: true }]),
    );
  });

  it('suspends and reinstates many; users already in that status count as updated and log nothing', async () => {
    const { client } = await createAdmin(t);
    const seeded = await insertUsers(t, [{ status: 'active' }, { status: 'active' }, { status: 'suspended' }]);
    const ids = seeded.map((u) => u.id);
    const suspended = (await (await bulk(client, { ids, status: 'suspended' })).json()) as BulkUpdateResult;
    expect(suspended.updated.map((u) => u.status)).toEqual(['suspended', 'suspended', 'suspended']);
    expect(Object.values(await statusesOf(ids))).toEqual(['suspended', 'suspended', 'suspended']);
    await bulk(client, { ids, status: 'active' });
    expect(Object.values(await statusesOf(ids))).toEqual(['active', 'active', 'active']);
    expect((await auditRows(t)).map((r) => r.action)).toEqual([
      'user.suspended',
      'user.suspended',
      'user.reinstated',
      'user.reinstated',
      'user.reinstated',
    ]);
  });

  it('changes the users the rules allow and lists each refused or unknown one with its code', async () => {
    const { client } = await createAdmin(t);
    const [regular] = await insertUsers(t, [{ status: 'active' }]);
    const [otherAdmin, boss] = await insertUsers(t, [
      { role: 'admin', status: 'active' },
      { role: 'superadmin', status: 'active' },
    ]);
    const res = await bulk(client, {
      ids: [otherAdmin!.id, regular!.id, 'no-such-user', boss!.id],
      status: 'suspended',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkUpdateResult;
    expect(body.updated.map((u) => u.id)).toEqual([regular!.id]);
    expect(body.skipped.map((s) => [s.id, s.code])).toEqual([
      [otherAdmin!.id, 'forbidden'],
      ['no-such-user', 'not_found'],
      [boss!.id, 'forbidden'],
    ]);
    expect(await statusesOf([otherAdmin!.id, boss!.id, regular!.id])).toEqual({
      [otherAdmin!.id]: 'active',
      [boss!.id]: 'active',
      [regular!.id]: 'suspended',
    });
    expect((await auditRows(t)).map((r) => r.targetId)).toEqual([regular!.id]);
  });

  it('leaves the caller out: their own id is skipped as forbidden, the others are suspended', async () => {
    const { user: me, client } = await createSuperadmin(t);
    const others = await insertUsers(t, [
      { role: 'superadmin', status: 'active' },
      { role: 'superadmin', status: 'active' },
    ]);
    const ids = [...others.map((o) => o.id), me.id];
    const body = (await (await bulk(client, { ids, status: 'suspended' })).json()) as BulkUpdateResult;
    expect(body.updated.map((u) => u.id)).toEqual(others.map((o) => o.id));
    expect(body.skipped).toEqual([{ id: me.id, code: 'forbidden', detail: expect.stringContaining('your own') }]);
    expect(await t.db.$count(users, and(eq(users.role, 'superadmin'), eq(users.status, 'active')))).toBe(1);
  });

  it('never sets an administrator pending, even in bulk', async () => {
    const { client } = await createSuperadmin(t);
    const [admin, regular] = await insertUsers(t, [{ role: 'admin', status: 'active' }, { status: 'active' }]);
    const body = (await (
      await bulk(client, { ids: [admin!.id, regular!.id], status: 'pending' })
    ).json()) as BulkUpdateResult;
    expect(body.skipped).toEqual([{ id: admin!.id, code: 'validation_failed', detail: expect.any(String) }]);
    expect(await statusesOf([admin!.id, regular!.id])).toEqual({ [admin!.id]: 'active', [regular!.id]: 'pending' });
  });

  it('refuses a bad body with 400, changing nobody', async () => {
    const { client } = await createAdmin(t);
    const [u] = await insertUsers(t, [{ status: 'pending' }]);
    const tooMany = Array.from({ length: 501 }, (_, i) => `id-${i}`);
    for (const body of [
      {},
      { ids: [], status: 'active' },
      { ids: [u!.id, u!.id], status: 'active' },
      { ids: tooMany, status: 'active' },
      { ids: [u!.id], status: 'approved' },
      { ids: [u!.id], status: 'active', role: 'admin' },
      { ids: 'x', status: 'active' },
    ]) {
      const res = await bulk(client, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await statusesOf([u!.id])).toEqual({ [u!.id]: 'pending' });
  });

  it('is for active admins only', async () => {
    const [u] = await insertUsers(t, [{ status: 'pending' }]);
    expect((await bulk(t.client(), { ids: [u!.id], status: 'active' })).status).toBe(401);
    const { client } = await createActiveUser(t);
    const res = await bulk(client, { ids: [u!.id], status: 'active' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
    expect(await statusesOf([u!.id])).toEqual({ [u!.id]: 'pending' });
  });
});
