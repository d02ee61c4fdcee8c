import { serve, type ServerType } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects } from '#server/db/schema/index.ts';
import { IMPORT_MAX_BYTES } from '#shared/prospects.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, TestClient, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The 50 MB import limit (DESIGN.md §4: 413 `too_large`) over real HTTP: the app served on a loopback
 * port, the CSV streamed as a chunked upload (no Content-Length, so the import's own byte count decides,
 * not the body-limit middleware's header check). Bodies are generated as they are sent (about 50 KB per
 * row, ~1,050 rows, under the 100,000-row limit), so neither side holds 50 MB at once. Exactly
 * IMPORT_MAX_BYTES is accepted; one byte more is refused with nothing stored.
 */
let t: TestApp;
let server: ServerType;
let http: TestClient;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  http = new TestClient(
    { request: (url, init) => fetch(url, init) },
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  );
  const { user } = await createActiveUser(t);
  expect((await http.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  campaignId = (
    await (
      await http.post('/api/v1/campaigns', { name: 'Big list', brief: { senderName: 'Sam', offer: 'Books' } })
    ).json()
  ).id;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const HEADER = 'Email,First Name,Company Name,Notes\n';
const ROW_BYTES = 50_000;
const FILLER = 'Builds payroll, bookkeeping and tax software for remote-first startups in 40 countries. ';

/** One CSV row of exactly `bytes` bytes (ASCII), a long quoted note filling it. */
function row(i: number, bytes: number): string {
  const start = `p${i}@example.com,Pat,Company ${i},"`;
  const fill = bytes - start.length - 2;
  return `${start}${FILLER.repeat(Math.ceil(fill / FILLER.length)).slice(0, fill)}"\n`;
}

/** A CSV of exactly `total` bytes, produced row by row as the upload pulls it. Returns the body and its row count. */
function csvOf(total: number): { body: ReadableStream<Uint8Array>; rows: number } {
  let rows = Math.floor((total - HEADER.length) / ROW_BYTES);
  let last = total - HEADER.length - rows * ROW_BYTES;
  if (last < 200) [rows, last] = [rows - 1, last + ROW_BYTES];
  const encoder = new TextEncoder();
  let i = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i === -1) controller.enqueue(encoder.encode(HEADER));
      else if (i < rows) controller.enqueue(encoder.encode(row(i, ROW_BYTES)));
      else if (i === rows) controller.enqueue(encoder.encode(row(i, last)));
      else controller.close();
      i++;
    },
  });
  return { body, rows: rows + 1 };
}

const upload = (body: ReadableStream<Uint8Array>) =>
  http.request(`/api/v1/campaigns/${campaignId}/prospects`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body,
    duplex: 'half',
  } as RequestInit);

const stored = async () =>
  (await t.db.select({ n: count() }).from(prospects).where(eq(prospects.campaignId, campaignId)))[0]!.n;

describe('POST /api/v1/campaigns/:id/prospects over HTTP, at the 50 MB limit', () => {
  it('refuses one byte over 50 MB with 413 too_large and stores nothing', { timeout: 120_000 }, async () => {
    const res = await upload(csvOf(IMPORT_MAX_BYTES + 1).body);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({
      status: 413,
      code: 'too_large',
      detail: expect.stringContaining('50 MB'),
    });
    expect(await stored()).toBe(0);
  });

  it('accepts exactly 50 MB and stores every row', { timeout: 180_000 }, async () => {
    const { body, rows } = csvOf(IMPORT_MAX_BYTES);
    const res = await upload(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: rows, duplicates: [], invalid: [] });
    expect(await stored()).toBe(rows);
  });
});
