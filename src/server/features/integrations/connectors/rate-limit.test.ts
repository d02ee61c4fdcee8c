import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxPerWindow } from '#tests/fakes/vendors/fake-http.ts';
import { SLACK_RATE_LIMIT } from '../slack/webhook.ts';
import { connectors } from './index.ts';
import { connectionGate, createGate, passGate, spacingMs } from './rate-limit.ts';

/**
 * The rate-limit gates on a fake clock: for each vendor, three windows' worth of requests are let
 * through evenly, never more than the documented limit in any window and no slower than 90% of it (the
 * schedule is measured on the fake clock, not timed).
 */
beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

const limits = {
  ...Object.fromEntries(Object.entries(connectors).map(([name, c]) => [name, c.rateLimit])),
  slack: SLACK_RATE_LIMIT,
};

describe('rate-limit gates', () => {
  it('pins each vendor to its documented limit', () => {
    expect(limits).toEqual({
      instantly: { limit: 100, intervalMs: 1_000 }, // 100/s (and 6,000/min)
      smartlead: { limit: 10, intervalMs: 10_000 }, // 60/min and 10 per 2 s
      lemlist: { limit: 20, intervalMs: 2_000 }, // 20 per 2 s
      hubspot: { limit: 100, intervalMs: 10_000 }, // private apps, Free/Starter
      slack: { limit: 1, intervalMs: 1_000 },
    });
  });

  it.each(Object.entries(limits))(
    '%s: 3 windows of requests, evenly paced, never more than the limit in any window',
    async (_name, rateLimit) => {
      const gate = createGate(rateLimit);
      const passed: number[] = [];
      const calls = Array.from({ length: rateLimit.limit * 3 }, () => gate().then(() => passed.push(Date.now())));
      await vi.advanceTimersByTimeAsync(rateLimit.intervalMs * 4);
      await Promise.all(calls);
      expect(passed).toHaveLength(rateLimit.limit * 3);
      // The schedule, measured on the fake clock: one request every spacingMs, from the first at once.
      const spacing = spacingMs(rateLimit);
      expect(passed).toEqual(passed.map((_, i) => i * spacing));
      const busiest = maxPerWindow(passed, rateLimit.intervalMs);
      expect(busiest).toBeLessThanOrEqual(rateLimit.limit);
      // …and no slower than the margin: at least 90% of the documented limit per window.
      expect(busiest).toBeGreaterThanOrEqual(Math.floor(rateLimit.limit * 0.9));
    },
  );

  it('shares one gate per connection and lets an abort end the wait', async () => {
    const rateLimit = { limit: 1, intervalMs: 10_000 };
    expect(connectionGate('lemlist:u1', rateLimit)).toBe(connectionGate('lemlist:u1', rateLimit));
    expect(connectionGate('lemlist:u1', rateLimit)).not.toBe(connectionGate('lemlist:u2', rateLimit));
    const gate = connectionGate('lemlist:u3', rateLimit);
    await gate();
    const controller = new AbortController();
    const waiting = passGate(gate, controller.signal);
    controller.abort(new Error('shutting down'));
    await expect(waiting).rejects.toThrow('shutting down');
  });
});
