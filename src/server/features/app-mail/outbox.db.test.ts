import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.ts';
import type { OutboxItem } from '#shared/app-mail.ts';
import {
  createActiveUser,
  createAdmin,
  createPendingUser,
  createSuperadmin,
  createUser,
} from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/** `GET /api/admin/outbox` (DESIGN.md §4): superadmins only, newest first, paginated without gaps. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Page = { items: OutboxItem[]; nextCursor: string | null };
const list = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/admin/outbox${query}`);
  return { status: res.status, body: (await res.json()) as Page & { code?: string } };
};

async function insertMail(n: number, createdAt: string) {
  await t.db.insert(mailOutbox).values({
    kind: 'password_reset',
    to: `person-${n}@example.com`,
    subject: `Mail ${n}`,
    text: `text ${n}`,
    html: `<p>html ${n}</p>`,
    transport: 'outbox',
    createdAt: sql`${createdAt}::timestamptz` as unknown as Date,
  });
}

describe('GET /api/admin/outbox permissions', () => {
  it('refuses everyone but a superadmin, with the stable codes', async () => {
    const cases: [string, TestClient, number, string | undefined][] = [
      ['anonymous', t.client(), 401, 'unauthenticated'],
      ['pending', (await createPendingUser(t)).client, 403, 'pending_approval'],
      ['suspended', (await createUser(t, { status: 'suspended' })).client, 403, 'account_suspended'],
      ['user', (await createActiveUser(t)).client, 403, 'forbidden'],
      ['admin', (await createAdmin(t)).client, 403, 'forbidden'],
      [
        'suspended superadmin',
        (await createUser(t, { role: 'superadmin', status: 'suspended' })).client,
        403,
        'account_suspended',
      ],
      ['superadmin', (await createSuperadmin(t)).client, 200, undefined],
    ];
    const answers = [];
    for (const [who, client] of cases) {
      const { status, body } = await list(client);
      answers.push([who, status, body.code]);
    }
    expect(answers).toEqual(cases.map(([who, , status, code]) => [who, status, code]));
  });
});

describe('GET /api/admin/outbox listing', () => {
  it('lists every field, newest first', async () => {
    const { client } = await createSuperadmin(t);
    await insertMail(1, '2026-01-01T10:00:00Z');
    await insertMail(2, '2026-01-02T10:00:00Z');
    const { status, body } = await list(client);
    expect(status).toBe(200);
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((i) => i.subject)).toEqual(['Mail 2', 'Mail 1']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      kind: 'password_reset',
      to: 'person-2@example.com',
      subject: 'Mail 2',
      text: 'text 2',
      html: '<p>html 2</p>',
      transport: 'outbox',
      messageId: null,
      error: null,
      createdAt: '2026-01-02T10:00:00.000Z',
    });
  });

  it('pages through rows a microsecond apart without skipping or repeating one', async () => {
    const { client } = await createSuperadmin(t);
    // Seven rows in one millisecond, one per microsecond, plus two sharing a timestamp exactly: a
    // cursor cut to milliseconds would lose rows here.
    for (let n = 1; n <= 7; n++) await insertMail(n, `2026-03-04T05:06:07.123${String(n).padStart(3, '0')}Z`);
    await insertMail(8, '2026-03-04T05:06:07.123004Z');
    await insertMail(9, '2026-03-05T00:00:00Z');

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body }: { status: number; body: Page } = await list(
        client,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((i) => i.subject));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);

    expect(pages).toBe(5);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect(seen[0]).toBe('Mail 9');
    expect(seen.slice(1, 3)).toEqual(['Mail 7', 'Mail 6']);
    expect(seen.slice(-3)).toEqual(expect.arrayContaining(['Mail 1', 'Mail 2']));
  });

  it('answers 400 validation_failed for a bad limit or a cursor it did not issue', async () => {
    const { client } = await createSuperadmin(t);
    for (const query of [
      '?limit=0',
      '?limit=501',
      '?cursor=nope',
      `?cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
    ]) {
      const { status, body } = await list(client, query);
      expect([query, status, body.code]).toEqual([query, 400, 'validation_failed']);
    }
  });
});
