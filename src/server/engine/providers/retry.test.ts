import { describe, expect, it } from 'vitest';
import { backoffMs, parseRetryAfter } from './retry.ts';

describe('retry timing', () => {
  it('doubles the ceiling per attempt with jitter in [ceiling/2, ceiling], capped', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, { random: () => 0 }))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffMs(1, { random: () => 0.999 })).toBeLessThanOrEqual(1_000);
    expect(backoffMs(20, { random: () => 0 })).toBe(15_000);
  });
  it('reads Retry-After as seconds, HTTP date or retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter({ 'retry-after': '7' }, now)).toBe(7_000);
    expect(parseRetryAfter({ 'Retry-After': 'Thu, 01 Jan 2026 00:00:10 GMT' }, now)).toBe(10_000);
    expect(parseRetryAfter({ 'retry-after': 'Wed, 31 Dec 2025 23:00:00 GMT' }, now)).toBe(0);
    expect(parseRetryAfter({ 'retry-after-ms': '250', 'retry-after': '1' }, now)).toBe(250);
    expect(parseRetryAfter({ 'retry-after': 'soon' }, now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
