import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaigns, rateLimitCounters } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { DbRateLimitStore } from '#server/lib/rate-limit/db-store.ts';

/**
 * Rate limits (docs/decisions/019) with small configured limits (API_KEY_RPM=3, EXPENSIVE_RPM=2), so no
 * test waits for a window: the RateLimit-* fields on every limited answer, 429 `rate_limited` with
 * Retry-After past the limit, the per-user limit on expensive calls for keys and cookie sessions
 * alike, and the database store's atomic counting, window restart and clean-up.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { API_KEY_RPM: '3', EXPENSIVE_RPM: '2' } });
});
afterEach(() => t.close());
const fields = (res: Response) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  policy: res.headers.get('ratelimit-policy'),
});
const personalizeBody = {
  prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai' },
  brief: testBrief,
};

describe('the per-key limit', () => {
  it('announces itself on every answer and refuses past the limit with 429, Retry-After and no work done', async () => {
    const { client } = await createActiveUser(t);
    const api = keyClient(t, (await createKey(client, ['campaigns:read', 'campaigns:write'])).key);
    const answers = [
      await api.get('/api/v1/campaigns'),
      await api.get('/api/v1/campaigns/not-a-uuid'),
      await api.get('/api/v1/me'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200]);
    expect(answers.map(fields)).toEqual(
      [0, 1, 2].map((used) => ({ limit: '3', remaining: String(2 - used), policy: '3;w=60' })),
    );
    for (const res of answers) expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    const refused = await api.post('/api/v1/campaigns', { name: 'Over the limit', brief: testBrief });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(fields(refused)).toEqual({ limit: '3', remaining: '0', policy: '3;w=60' });
    expect(await t.db.$count(campaigns)).toBe(0);
  });

  it('counts each key apart, and starts again when the window has passed', async () => {
    const { client } = await createActiveUser(t);
    const first = await createKey(client, ['campaigns:read']);
    const a = keyClient(t, first.key);
    const b = keyClient(t, (await createKey(client, ['campaigns:read'])).key);
    for (let i = 0; i < 3; i++) expect((await a.get('/api/v1/campaigns')).status).toBe(200);
    expect((await a.get('/api/v1/campaigns')).status).toBe(429);
    expect((await b.get('/api/v1/campaigns')).status).toBe(200);
    // The window ends (moved into the past rather than waited for).
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, `apiKey:${first.id}`));
    const again = await a.get('/api/v1/campaigns');
    expect(again.status).toBe(200);
    expect(fields(again).remaining).toBe('2');
  });

  it('leaves cookie sessions on ordinary routes alone: no limit, no fields', async () => {
    const { client } = await createActiveUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await client.get('/api/v1/campaigns');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    }
  });
});

describe('the per-user limit on expensive calls', () => {
  it('holds for cookie sessions, with the fields and a 429', async () => {
    const { client } = await createActiveUser(t);
    const answers = [
      await client.post('/api/v1/personalize', personalizeBody),
      await client.post('/api/v1/personalize', personalizeBody),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map(fields)).toEqual([
      { limit: '2', remaining: '1', policy: '2;w=60' },
      { limit: '2', remaining: '0', policy: '2;w=60' },
    ]);
    const refused = await client.post('/api/v1/personalize', personalizeBody);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("is the user's, shared by their keys and session; with a key both limits are announced, the tighter counted", async () => {
    const { client } = await createActiveUser(t);
    const api = keyClient(t, (await createKey(client, ['emails:write'])).key);
    const byKey = await api.post('/api/v1/personalize', personalizeBody);
    expect(byKey.status).toBe(200);
    // Key: 1 of 3 used (2 left); expensive: 1 of 2 used (1 left) → the expensive limit is the tighter.
    expect(fields(byKey)).toEqual({ limit: '2', remaining: '1', policy: '3;w=60, 2;w=60' });
    expect((await client.post('/api/v1/personalize', personalizeBody)).status).toBe(200);
    const refused = await api.post('/api/v1/personalize', personalizeBody);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('per account') });
    // Other users are not touched.
    const other = await createActiveUser(t);
    expect((await other.client.post('/api/v1/personalize', personalizeBody)).status).toBe(200);
  });
});

describe('the database store', () => {
  it('counts concurrent hits exactly once each', async () => {
    const store = new DbRateLimitStore(t.db, 'test:');
    store.init({ windowMs: 60_000 });
    const hits = await Promise.all(Array.from({ length: 25 }, () => store.increment('k')));
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await store.get('k'))?.totalHits).toBe(25);
    await store.decrement('k');
    expect((await store.get('k'))?.totalHits).toBe(24);
    await store.resetKey('k');
    expect(await store.get('k')).toBeUndefined();
  });

  it('deletes counters whose window has ended', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'test:ended', hits: 9, resetAt: new Date(Date.now() - 1_000) },
      { key: 'test:running', hits: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    const store = new DbRateLimitStore(t.db, 'test:');
    store.init({ windowMs: 60_000 });
    await store.increment('other');
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).sort();
    expect(keys).toEqual(['test:other', 'test:running']);
  });
});
