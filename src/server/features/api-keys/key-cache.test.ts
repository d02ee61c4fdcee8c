import { describe, expect, it } from 'vitest';
import { cacheKey, cachedKey, forgetApiKey, forgetApiKeysOf, KEY_CACHE_TTL_MS, type VerifiedKey } from './key-cache.ts';

/** The cache of verified keys (docs/decisions/036): TTL, expiry, and forgetting that sticks. */
let n = 0;
const verified = (overrides: Partial<VerifiedKey> = {}): [string, VerifiedKey] => {
  n += 1;
  const key = {
    id: `key-${n}`,
    scopes: ['campaigns:read'],
    createdAt: new Date(),
    expiresAt: null,
    user: { id: `user-${n}`, status: 'active' },
    ...overrides,
  } as VerifiedKey;
  return [`hash-${n}`, key];
};

describe('the verified-key cache', () => {
  it('keeps a key for KEY_CACHE_TTL_MS, and not past its expiry', () => {
    const now = Date.now();
    const [hash, key] = verified();
    cacheKey(hash, key, now);
    expect(cachedKey(hash, now + KEY_CACHE_TTL_MS - 1)).toBe(key);
    expect(cachedKey(hash, now + KEY_CACHE_TTL_MS)).toBeUndefined();
    const [soon, expiring] = verified({ expiresAt: new Date(now + 1_000) });
    cacheKey(soon, expiring, now);
    expect(cachedKey(soon, now + 999)).toBe(expiring);
    expect(cachedKey(soon, now + 1_000)).toBeUndefined();
  });

  it('drops a revoked key, and refuses to take it back from a lookup that read it before', () => {
    const [hash, key] = verified();
    cacheKey(hash, key);
    forgetApiKey(key.id);
    expect(cachedKey(hash)).toBeUndefined();
    cacheKey(hash, key);
    expect(cachedKey(hash)).toBeUndefined();
    // Once the TTL has passed, the database's answer is trusted again.
    cacheKey(hash, key, Date.now() + KEY_CACHE_TTL_MS + 1);
    expect(cachedKey(hash, Date.now() + KEY_CACHE_TTL_MS + 2)).toBe(key);
  });

  it("drops every key of a user whose status changed, and no one else's", () => {
    const [a, first] = verified();
    const [b, second] = verified({ user: first.user });
    const [c, other] = verified();
    for (const [hash, key] of [
      [a, first],
      [b, second],
      [c, other],
    ] as const)
      cacheKey(hash, key);
    forgetApiKeysOf(first.user.id);
    expect([cachedKey(a), cachedKey(b), cachedKey(c)]).toEqual([undefined, undefined, other]);
  });
});
