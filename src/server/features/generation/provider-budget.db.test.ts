import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createProviderBudget, intervalMs, tokensMs } from './provider-budget.ts';

/**
 * The AI_RPM and AI_TPM budget shared by every process on one database (issue 16, item 2): two budgets on one
 * database stand for two processes; each call's start is when its `take` resolved.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PER_MINUTE = 1_200; // one call every 53 ms (50 ms × SAFETY, rounded up)
const RPM = { perMinute: PER_MINUTE, tokensPerMinute: 0 };
const rpm = (perMinute: number) => ({ perMinute, tokensPerMinute: 0 });
const TPM = 60_000; // 1,000 tokens a second: 100 tokens move the tokens' TAT 105 ms on
/** Ms from before `earlier` (a take whose slot the next call follows) to the end of `then`. */
const between = async (earlier: () => Promise<unknown>, ...then: (() => Promise<unknown>)[]) => {
  const before = performance.now();
  await earlier();
  for (const step of then) await step();
  return performance.now() - before;
};
/**
 * A call starts when its sleep's timer fires, at or after its slot; on a busy machine a timer fires
 * late (up to ~50 ms measured at a load of 4 per core), which brings that call nearer the next. So the check is
 * cumulative: calls i < j are at least the sum of the slots between them apart, less LATE_MS.
 */
const LATE_MS = 100;
const expectPaced = (starts: number[], slotMs: (i: number) => number) => {
  for (let i = 0; i < starts.length; i++)
    for (let j = i + 1, need = 0; j < starts.length; j++) {
      need += slotMs(j - 1);
      expect(starts[j]! - starts[i]!).toBeGreaterThanOrEqual(need - LATE_MS);
    }
};

describe('the shared provider budget', () => {
  it('paces the calls of two processes with one key as one: evenly, one interval apart', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    const started: number[] = [];
    const take = (budget: typeof a) => budget.take('key-shared', RPM, 0).then(() => started.push(performance.now()));
    await Promise.all(Array.from({ length: 12 }, (_, i) => take(i % 2 ? a : b)));
    started.sort((x, y) => x - y);
    const interval = intervalMs(PER_MINUTE);
    expectPaced(started, () => interval);
    // And no slower than the pace: 11 intervals, plus the statements' own time.
    expect(started.at(-1)! - started[0]!).toBeLessThan(11 * interval + 400);
  });

  it('keeps keys apart: another key does not wait for the first one’s queue', async () => {
    const budget = createProviderBudget(t.db);
    await Promise.all(Array.from({ length: 10 }, () => budget.take('key-busy', rpm(60), 0)));
    // key-busy's next slot is now ~10 s away; key-free's first call goes at once.
    const before = performance.now();
    await budget.take('key-free', rpm(60), 0);
    expect(performance.now() - before).toBeLessThan(500);
  }, 15_000);

  it('holds a key for every process after a 429, and gives up waiting when the call is aborted', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    const before = performance.now();
    await a.holdFor('key-429', 400);
    await b.take('key-429', RPM, 0);
    expect(performance.now() - before).toBeGreaterThanOrEqual(395);

    await a.holdFor('key-429', 5_000);
    const aborted = AbortSignal.timeout(50);
    await expect(b.take('key-429', RPM, 0, aborted)).rejects.toThrow();
  });

  it('paces calls by their tokens under AI_TPM, across processes', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    const limits = { perMinute: 0, tokensPerMinute: TPM };
    const started: number[] = [];
    // Alternating sizes: 100 and 300 tokens, so the gaps follow each call's own tokens.
    const sizes = Array.from({ length: 8 }, (_, i) => (i % 2 ? 300 : 100));
    for (const [i, size] of sizes.entries()) {
      await (i % 2 ? a : b).take('key-tokens', limits, size);
      started.push(performance.now());
    }
    expectPaced(started, (i) => tokensMs(sizes[i]!, TPM));
    const total = sizes.slice(0, -1).reduce((sum, size) => sum + tokensMs(size, TPM), 0);
    expect(started.at(-1)! - started[0]!).toBeLessThan(total + 400);
  });

  it('starts a call at the later of its request and token slots', async () => {
    const budget = createProviderBudget(t.db);
    const limits = { perMinute: PER_MINUTE, tokensPerMinute: TPM }; // 53 ms a call, 105 ms per 100 tokens
    const take = (tokens: number) => () => budget.take('key-both', limits, tokens);
    expect(await between(take(100), take(10))).toBeGreaterThanOrEqual(tokensMs(100, TPM) - 2);
    // 10 tokens are 11 ms: now the request interval is the later one.
    expect(await between(take(10), take(10))).toBeGreaterThanOrEqual(intervalMs(PER_MINUTE) - 2);
  });

  it('corrects a reservation with the reported usage: a credit lets the next call go sooner, a debit later', async () => {
    const budget = createProviderBudget(t.db);
    const limits = { perMinute: 0, tokensPerMinute: TPM };
    const take = (tokens: number) => () => budget.take('key-credit', limits, tokens);
    const settle = (reserved: number, used: number | null) => () =>
      budget.settle('key-credit', { tokensPerMinute: TPM, reserved, used, holdMs: 0 });
    // Reserved 1,000 tokens (1,050 ms), used 100: the next call waits ~105 ms, not ~1,050.
    const credited = await between(take(1_000), settle(1_000, 100), take(100));
    expect(credited).toBeGreaterThanOrEqual(tokensMs(100, TPM) - 2);
    expect(credited).toBeLessThan(500);
    // Reserved 100, used 800: the next call waits for the 800.
    expect(await between(take(100), settle(100, 800), take(100))).toBeGreaterThanOrEqual(tokensMs(800, TPM) - 2);
    // No usage reported (a timeout): the reservation stands.
    const kept = await between(take(300), settle(300, null), take(100));
    expect(kept).toBeGreaterThanOrEqual(tokensMs(300, TPM) - 2);
    expect(kept).toBeLessThan(700);
  });

  it('never lets a token credit bring calls closer than AI_RPM allows', async () => {
    const budget = createProviderBudget(t.db);
    const limits = { perMinute: 120, tokensPerMinute: TPM }; // 525 ms a call
    const take = () => budget.take('key-floor', limits, 100);
    const credit = () => budget.settle('key-floor', { tokensPerMinute: TPM, reserved: 100, used: 1, holdMs: 0 });
    expect(await between(take, credit, take)).toBeGreaterThanOrEqual(intervalMs(120) - 2);
  });

  it('holds the key when settle is given a hold (the rate-limit headers said nothing is left)', async () => {
    const [a, b] = [createProviderBudget(t.db), createProviderBudget(t.db)];
    await a.take('key-headers', RPM, 0);
    const before = performance.now();
    await a.settle('key-headers', { tokensPerMinute: 0, reserved: 0, used: 200, holdMs: 400 });
    await b.take('key-headers', RPM, 0);
    expect(performance.now() - before).toBeGreaterThanOrEqual(395);
  });
});
