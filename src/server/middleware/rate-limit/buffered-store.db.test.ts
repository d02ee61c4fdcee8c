import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '#server/db/schema/index.ts';
import { flushWriteBehind } from '#server/db/write-behind.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { BufferedRateLimitStore } from './buffered-store.ts';

/**
 * The API's rate-limit store (docs/decisions/036): hits are counted in memory and added to the
 * database's counter at each flush; a subject's window starts from the database, and a hit that would
 * pass the limit asks the database first, so two processes sharing a key still refuse it.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // The stores' own timers (RATE_LIMIT_FLUSH_MS) must not flush behind the tests' backs.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const storeOf = (limit: number) => {
  const store = new BufferedRateLimitStore(t.db, 'test:');
  store.init({ windowMs: 60_000, limit });
  return store;
};
const storedHits = async () =>
  (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test:k')))[0]?.hits;

describe('the buffered store', () => {
  it('counts every hit exactly, writing the first at once and the rest at the flush', async () => {
    const store = storeOf(100);
    const first = await store.increment('k');
    const totals = [first.totalHits];
    for (let i = 0; i < 9; i++) totals.push((await store.increment('k')).totalHits);
    expect(totals).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await storedHits()).toBe(1);
    await flushWriteBehind(t.db);
    expect(await storedHits()).toBe(10);
  });

  it("refuses past the limit counting another process's flushed hits", async () => {
    const a = storeOf(4);
    const b = storeOf(4);
    for (let i = 0; i < 3; i++) await a.increment('k');
    await flushWriteBehind(t.db);
    // b starts its window from the database (3 hits), so its first hit is the 4th …
    expect((await b.increment('k')).totalHits).toBe(4);
    // … and the next passes the limit: confirmed with the database before the refusal.
    expect((await b.increment('k')).totalHits).toBe(5);
    expect(await storedHits()).toBe(5);
  });

  it('never brings back a counter erased while hits were pending (a deleted user leaves no row)', async () => {
    const store = storeOf(100);
    for (let i = 0; i < 3; i++) await store.increment('k');
    await t.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, 'test:k'));
    await flushWriteBehind(t.db);
    expect(await storedHits()).toBeUndefined();
    // The subject's next request starts a window afresh, from the database.
    expect((await store.increment('k')).totalHits).toBe(1);
    expect(await storedHits()).toBe(1);
  });
});
