import { describe, expect, it } from 'vitest';
import { parseGoDuration, rateLimitHoldMs, readRateLimits } from './rate-limit-headers.ts';

describe('parseGoDuration (OpenAI’s x-ratelimit-reset-*)', () => {
  it('reads the forms OpenAI sends, in ms', () => {
    expect(parseGoDuration('1s')).toBe(1_000);
    expect(parseGoDuration('6m0s')).toBe(360_000);
    expect(parseGoDuration('20ms')).toBe(20);
    expect(parseGoDuration('1h2m3.5s')).toBe(3_723_500);
    expect(parseGoDuration('0')).toBe(0);
  });
  it('refuses what is not a Go duration', () => {
    for (const text of ['', '6 minutes', '1.s', 's', '10', 'PT1S']) expect(parseGoDuration(text)).toBeNull();
  });
});

describe('readRateLimits and rateLimitHoldMs', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('reads OpenAI’s headers, any case', () => {
    const state = readRateLimits(
      {
        'X-RateLimit-Remaining-Requests': '0',
        'x-ratelimit-reset-requests': '1.5s',
        'x-ratelimit-remaining-tokens': '149000',
        'x-ratelimit-reset-tokens': '6m0s',
      },
      now,
    );
    expect(state).toEqual({
      requests: { remaining: 0, resetMs: 1_500 },
      tokens: { remaining: 149_000, resetMs: 360_000 },
    });
    // No request left: hold until the requests reset; the tokens are plenty.
    expect(rateLimitHoldMs(state, 2_000)).toBe(1_500);
  });

  it('reads Anthropic’s RFC 3339 resets, taking the tightest token limit', () => {
    const state = readRateLimits(
      {
        'anthropic-ratelimit-requests-remaining': '40',
        'anthropic-ratelimit-requests-reset': '2026-11-27T10:00:20Z',
        'anthropic-ratelimit-tokens-remaining': '9000',
        'anthropic-ratelimit-tokens-reset': '2026-11-27T10:00:05Z',
        'anthropic-ratelimit-output-tokens-remaining': '300',
        'anthropic-ratelimit-output-tokens-reset': '2026-11-27T10:00:12Z',
        'retry-after': '12',
      },
      now,
    );
    expect(state).toEqual({
      requests: { remaining: 40, resetMs: 20_000 },
      tokens: { remaining: 300, resetMs: 12_000 },
    });
    // 300 tokens left is too few for a call that needs 1,800: hold until the output tokens reset.
    expect(rateLimitHoldMs(state, 1_800)).toBe(12_000);
    expect(rateLimitHoldMs(state, 200)).toBe(0);
  });

  it('holds for nothing when the headers are absent, plenty or unreadable', () => {
    expect(rateLimitHoldMs(readRateLimits(undefined, now))).toBe(0);
    expect(rateLimitHoldMs(readRateLimits({ 'content-type': 'application/json' }, now))).toBe(0);
    expect(
      rateLimitHoldMs(
        readRateLimits({ 'x-ratelimit-remaining-requests': '12', 'x-ratelimit-reset-requests': '1s' }, now),
      ),
    ).toBe(0);
    expect(readRateLimits({ 'x-ratelimit-remaining-requests': 'many' }, now)).toEqual({});
    // A reset in the past, or one that cannot be read, is now.
    const past = readRateLimits(
      { 'anthropic-ratelimit-requests-remaining': '0', 'anthropic-ratelimit-requests-reset': '2026-11-27T09:00:00Z' },
      now,
    );
    expect(rateLimitHoldMs(past)).toBe(0);
  });
});
