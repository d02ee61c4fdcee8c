import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '#shared/admin.ts';
import { createActiveUser, createAdmin, createPendingUser, createUser } from '#tests/factories/users.ts';
import { insertUsers } from '#tests/support/admin.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/** `GET /api/admin/users`: search, filters, keyset pages, counts by status. */
let t: TestApp;
let admin: TestClient;
beforeEach(async () => {
  t = await createTestApp();
  ({ client: admin } = await createAdmin(t));
});
afterEach(() => t.close());

const list = async (client: TestClient, params: Record<string, string> = {}) => {
  const res = await client.get(`/api/admin/users?${new URLSearchParams(params)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminUserPage;
};

/** Every page of a listing, following nextCursor. */
async function allPages(params: Record<string, string>) {
  const pages: AdminUserPage[] = [];
  let cursor: string | null = null;
  do {
    const page: AdminUserPage = await list(admin, { ...params, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe('GET /api/admin/users', () => {
  it('lists users newest first with the admin shape and counts by status', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await insertUsers(t, [
      { name: 'Old Pending', status: 'pending', createdAt: day(1) },
      { name: 'Mid Active', status: 'active', createdAt: day(2) },
      { name: 'New Suspended', status: 'suspended', createdAt: day(3) },
    ]);
    const page = await list(admin);
    // The admin signed up just now, after the seeded users.
    expect(page.items.slice(1).map((u) => u.name)).toEqual(['New Suspended', 'Mid Active', 'Old Pending']);
    expect(page.items[2]).toEqual({
      id: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      name: 'Mid Active',
      role: 'user',
      status: 'active',
      createdAt: day(2).toISOString(),
    });
    expect(page).toMatchObject({ total: 4, counts: { pending: 1, active: 2, suspended: 1 }, nextCursor: null });
  });

  it('searches name and e-mail case-insensitively, with % and _ taken literally', async () => {
    await insertUsers(t, [
      { name: 'Grace Hopper', email: 'grace@navy.example' },
      { name: 'Alan Turing', email: 'alan@bletchley.example' },
      { name: 'Percent Person', email: 'odd%_name@example.com' },
    ]);
    expect((await list(admin, { query: 'GRACE' })).items.map((u) => u.name)).toEqual(['Grace Hopper']);
    expect((await list(admin, { query: 'bletchley' })).items.map((u) => u.name)).toEqual(['Alan Turing']);
    expect((await list(admin, { query: '%_' })).items.map((u) => u.name)).toEqual(['Percent Person']);
    expect((await list(admin, { query: '%' })).items.map((u) => u.name)).toEqual(['Percent Person']);
    expect(await list(admin, { query: 'nobody-matches' })).toMatchObject({
      items: [],
      total: 0,
      counts: { pending: 0, active: 0, suspended: 0 },
    });
  });

  it('filters by status and role; counts follow the search and role but not the status filter', async () => {
    await insertUsers(t, [
      { name: 'Pat Pending', status: 'pending' },
      { name: 'Pat Active', status: 'active' },
      { name: 'Pat Admin', status: 'active', role: 'admin' },
      { name: 'Sam Suspended', status: 'suspended' },
    ]);
    const pending = await list(admin, { status: 'pending', query: 'pat' });
    expect(pending.items.map((u) => u.name)).toEqual(['Pat Pending']);
    expect(pending).toMatchObject({ total: 1, counts: { pending: 1, active: 2, suspended: 0 } });
    const admins = await list(admin, { role: 'admin' });
    expect(admins.items.map((u) => u.name).sort()).toEqual(['Pat Admin', expect.stringMatching(/^Test User/)].sort());
    expect(admins.counts).toEqual({ pending: 0, active: 2, suspended: 0 });
    expect((await list(admin, { role: 'admin', status: 'active', query: 'pat' })).items.map((u) => u.name)).toEqual([
      'Pat Admin',
    ]);
  });

  it('pages through every user exactly once, even with equal sign-up times', async () => {
    const same = new Date('2026-03-01T12:00:00.000Z');
    await insertUsers(t, [
      ...Array.from({ length: 7 }, (_, i) => ({ name: `Tied ${i}`, createdAt: same })),
      ...Array.from({ length: 6 }, (_, i) => ({
        name: `Spread ${i}`,
        createdAt: new Date(same.getTime() - (i + 1) * 1000),
      })),
    ]);
    const pages = await allPages({ limit: '4' });
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 4, 2]);
    const ids = pages.flatMap((p) => p.items.map((u) => u.id));
    expect(new Set(ids).size).toBe(14);
    const times = pages.flatMap((p) => p.items.map((u) => u.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(pages.every((p) => p.total === 14)).toBe(true);
    // Filters hold across pages too.
    const filtered = await allPages({ limit: '2', query: 'tied' });
    expect(filtered.flatMap((p) => p.items.map((u) => u.name)).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `Tied ${i}`),
    );
  });

  it('refuses a bad cursor, limit or filter with 400 validation_failed', async () => {
    const bad: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url') },
      { cursor: Buffer.from(JSON.stringify([1, 2])).toString('base64url') },
      { limit: '0' },
      { limit: '501' },
      { status: 'approved' },
      { role: 'root' },
    ];
    for (const params of bad) {
      const res = await admin.get(`/api/admin/users?${new URLSearchParams(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('is for active admins only: 401, then 403 with the caller state’s code', async () => {
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
    const callers = [
      await createPendingUser(t),
      await createUser(t, { status: 'suspended' }),
      await createActiveUser(t),
      await createUser(t, { role: 'admin', status: 'suspended' }),
    ];
    const codes = [];
    for (const { client } of callers) {
      const res = await client.get('/api/admin/users');
      expect(res.status).toBe(403);
      codes.push(((await res.json()) as { code: string }).code);
    }
    expect(codes).toEqual(['pending_approval', 'account_suspended', 'forbidden', 'account_suspended']);
  });
});
