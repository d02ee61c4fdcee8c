import { describe, expect, it } from 'vitest';
import { rateLimitHeaders, retryAfterSeconds, tightest } from './headers.ts';

/** The RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers-06) for one or several limits. */
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

describe('rateLimitHeaders', () => {
  it('writes the draft-06 fields for one limit', () => {
    expect(rateLimitHeaders([{ limit: 120, remaining: 119, resetTime: inSeconds(59.2), windowMs: 60_000 }])).toEqual({
      'RateLimit-Limit': '120',
      'RateLimit-Remaining': '119',
      'RateLimit-Reset': '60',
      'RateLimit-Policy': '120;w=60',
    });
  });

  it('describes the limit closest to exhaustion and lists every policy', () => {
    const key = { limit: 120, remaining: 100, resetTime: inSeconds(30), windowMs: 60_000 };
    const expensive = { limit: 30, remaining: 2, resetTime: inSeconds(10), windowMs: 60_000 };
    expect(rateLimitHeaders([key, expensive])).toMatchObject({
      'RateLimit-Limit': '30',
      'RateLimit-Remaining': '2',
      'RateLimit-Reset': '10',
      'RateLimit-Policy': '120;w=60, 30;w=60',
    });
  });

  it('breaks a tie by the later reset, and writes nothing without limits', () => {
    const soon = { limit: 5, remaining: 0, resetTime: inSeconds(5), windowMs: 60_000 };
    const late = { limit: 9, remaining: 0, resetTime: inSeconds(50), windowMs: 60_000 };
    expect(tightest([soon, late])).toBe(late);
    expect(rateLimitHeaders([])).toEqual({});
  });

  it('never asks to retry after less than a second', () => {
    expect(retryAfterSeconds({ limit: 1, remaining: 0, resetTime: new Date(Date.now() - 5), windowMs: 60_000 })).toBe(
      1,
    );
    expect(retryAfterSeconds({ limit: 1, remaining: 0, resetTime: undefined, windowMs: 60_000 })).toBe(60);
  });
});
