import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createProviderBudget, intervalMs } from './provider-budget.ts';

/**
 * The AI_RPM budget shared by every process on one database (issue 16, item 2): two budgets on one
 * database stand for two processes; each call's start is when its `take` resolved.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PER_MINUTE = 1_200; // one call every 53 ms (50 ms × SAFETY, rounded up)
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

describe('the shared provider budget', () => {
  it('paces the calls of two processes with one key as one: evenly, one interval apart', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    const started: number[] = [];
    const take = (budget: typeof a) =>
      budget.take('key-shared', PER_MINUTE).then(() => started.push(performance.now()));
    await Promise.all(Array.from({ length: 12 }, (_, i) => take(i % 2 ? a : b)));
    started.sort((x, y) => x - y);
    const interval = intervalMs(PER_MINUTE);
    // A timer fires at or after its time; a millisecond of rounding either side of the database's clock.
    for (const gap of gaps(started)) expect(gap).toBeGreaterThanOrEqual(interval - 2);
    // And no slower than the pace: 11 intervals, plus the statements' own time.
    expect(started.at(-1)! - started[0]!).toBeLessThan(11 * interval + 400);
  });

  it('keeps keys apart: another key does not wait for the first one’s queue', async () => {
    const budget = createProviderBudget(t.db);
    await Promise.all(Array.from({ length: 10 }, () => budget.take('key-busy', 60)));
    // key-busy's next slot is now ~10 s away; key-free's first call goes at once.
    const before = performance.now();
    await budget.take('key-free', 60);
    expect(performance.now() - before).toBeLessThan(500);
  }, 15_000);

  it('holds a key for every process after a 429, and gives up waiting when the call is aborted', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    await a.holdFor('key-429', 400);
    const before = performance.now();
    await b.take('key-429', PER_MINUTE);
    expect(performance.now() - before).toBeGreaterThanOrEqual(395);

    await a.holdFor('key-429', 5_000);
    const aborted = AbortSignal.timeout(50);
    await expect(b.take('key-429', PER_MINUTE, aborted)).rejects.toThrow();
  });
});
