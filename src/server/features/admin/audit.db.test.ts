import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '#shared/admin.ts';
import { createActiveUser, createAdmin } from '#tests/factories/users.ts';
import { auditRows, insertUsers } from '#tests/support/admin.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/** `GET /api/admin/audit`: every admin action, newest first, keyset-paginated. */
let t: TestApp;
let admin: TestClient;
let adminEmail: string;
beforeEach(async () => {
  t = await createTestApp();
  const created = await createAdmin(t);
  admin = created.client;
  adminEmail = created.user.email;
});
afterEach(() => t.close());

const page = async (params: Record<string, string> = {}) => {
  const res = await admin.get(`/api/admin/audit?${new URLSearchParams(params)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuditPage;
};

describe('GET /api/admin/audit', () => {
  it('lists the actions newest first with actor, target and details', async () => {
    const [u] = await insertUsers(t, [{ status: 'pending' }]);
    await admin.patch(`/api/admin/users/${u!.id}`, { status: 'active' });
    await admin.patch(`/api/admin/users/${u!.id}`, { status: 'suspended' });
    const { items, nextCursor } = await page();
    expect(nextCursor).toBeNull();
    expect(items.map((i) => i.action)).toEqual(['user.suspended', 'user.approved']);
    expect(items[0]).toEqual({
      id: expect.any(String),
      actorId: expect.any(String),
      actorEmail: adminEmail,
      action: 'user.suspended',
      targetId: u!.id,
      targetEmail: u!.email,
      details: { from: 'active', to: 'suspended' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.createdAt));
  });

  it('pages through a bulk action’s rows exactly once each', async () => {
    const seeded = await insertUsers(
      t,
      Array.from({ length: 11 }, () => ({ status: 'pending' as const })),
    );
    expect((await admin.post('/api/admin/users/bulk', { ids: seeded.map((s) => s.id), status: 'active' })).status).toBe(
      200,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: AuditPage = await page({ limit: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...p.items.map((i) => i.targetId!));
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(4);
    expect(seen).toEqual((await auditRows(t)).map((r) => r.targetId).reverse());
    expect(new Set(seen)).toEqual(new Set(seeded.map((s) => s.id)));
  });

  it('refuses a bad cursor or limit with 400, and non-admins with 401/403', async () => {
    for (const params of <Record<string, string>[]>[
      { cursor: 'zzz' },
      { cursor: Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'not-a-uuid'])).toString('base64url') },
      { limit: '0' },
    ]) {
      const res = await admin.get(`/api/admin/audit?${new URLSearchParams(params)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await t.client().get('/api/admin/audit')).status).toBe(401);
    const { client } = await createActiveUser(t);
    expect((await client.get('/api/admin/audit')).status).toBe(403);
  });
});
