import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextRetryDelayMs, RETRY_AFTER_MAX_MS } from './retry-schedule.ts';

const min = 60_000;
const hour = 60 * min;
const noJitter = { random: () => 0 };

describe('nextRetryDelayMs', () => {
  it('follows Svix’s schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS }, (_, i) => nextRetryDelayMs(i + 1, noJitter));
    expect(delays).toEqual([5_000, 5 * min, 30 * min, 2 * hour, 5 * hour, 10 * hour, 10 * hour, null]);
    expect(MAX_ATTEMPTS).toBe(8);
    const span = delays.reduce<number>((sum, d) => sum + (d ?? 0), 0);
    // "about a day": 27 h 35 min 5 s from the first attempt to the last
    expect(span).toBe(27 * hour + 35 * min + 5_000);
  });

  it('adds at most 10 % jitter, never less than the schedule', () => {
    expect(nextRetryDelayMs(3, { random: () => 0.999999 })).toBe(Math.round(30 * min * 1.0999999));
    expect(nextRetryDelayMs(3, { random: () => 0.5 })).toBe(31.5 * min);
    for (let i = 0; i < 100; i++) {
      const d = nextRetryDelayMs(2)!;
      expect(d).toBeGreaterThanOrEqual(5 * min);
      expect(d).toBeLessThan(5.5 * min);
    }
  });

  it('honours Retry-After when it asks for longer, up to the longest step', () => {
    expect(nextRetryDelayMs(1, { ...noJitter, retryAfterMs: 120_000 })).toBe(120_000);
    expect(nextRetryDelayMs(4, { ...noJitter, retryAfterMs: 120_000 })).toBe(2 * hour);
    expect(nextRetryDelayMs(1, { ...noJitter, retryAfterMs: 30 * 24 * hour })).toBe(RETRY_AFTER_MAX_MS);
    expect(nextRetryDelayMs(1, { ...noJitter, retryAfterMs: 0 })).toBe(5_000);
    expect(nextRetryDelayMs(MAX_ATTEMPTS, { retryAfterMs: 1_000 })).toBeNull();
  });
});
