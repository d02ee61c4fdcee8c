import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeys } from '#server/db/schema/index.ts';
import { createActiveUser, createAdmin } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { KEY_CACHE_TTL_MS } from './key-cache.ts';
import { usageBuffer } from './usage-buffer.ts';

/**
 * What the API's hot path keeps in memory (docs/decisions/036) and what it still guarantees: a verified
 * key is reused for at most KEY_CACHE_TTL_MS (changes made by another process show within it; those
 * made here show at once), and a key's usage is counted in memory, exact once flushed.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const storedUsage = async (id: string) => {
  const [row] = await t.db
    .select({ count: apiKeys.requestCount, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(eq(apiKeys.id, id));
  return row!;
};

describe('the cache of verified keys', () => {
  it('refuses a key revoked by another process once KEY_CACHE_TTL_MS has passed, not before', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const api = keyClient(t, created.key);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await api.get('/api/v1/campaigns')).status).toBe(200);
    // Another web process revokes it: this one only sees the row change.
    await t.db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(eq(apiKeys.id, created.id));
    vi.advanceTimersByTime(KEY_CACHE_TTL_MS - 100);
    expect((await api.get('/api/v1/campaigns')).status).toBe(200);
    vi.advanceTimersByTime(100);
    const refused = await api.get('/api/v1/campaigns');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ detail: expect.stringMatching(/revoked/) });
  });

  it('refuses a cached key at once when an admin of this process suspends its owner', async () => {
    const { user, client } = await createActiveUser(t);
    const admin = await createAdmin(t);
    const api = keyClient(t, (await createKey(client, ['campaigns:read'])).key);
    expect((await api.get('/api/v1/campaigns')).status).toBe(200);
    expect((await admin.client.patch(`/api/admin/users/${user.id}`, { status: 'suspended' })).status).toBe(200);
    const refused = await api.get('/api/v1/campaigns');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'account_suspended' });
  });
});

describe('usage counted in memory', () => {
  it('writes nothing per request, then every request and the last use at the flush', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    const api = keyClient(t, created.key);
    // The buffer's own timer (USAGE_FLUSH_MS) must not fire between the requests and the first read.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const before = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => api.get('/api/v1/campaigns')));
    expect(await storedUsage(created.id)).toEqual({ count: 0, lastUsedAt: null });
    await usageBuffer(t.db).flush();
    const stored = await storedUsage(created.id);
    expect(stored.count).toBe(12);
    expect(stored.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1);
    // Adds to what is stored (another process's counts are kept), never overwrites it.
    await t.db
      .update(apiKeys)
      .set({ requestCount: sql`${apiKeys.requestCount} + 100` })
      .where(eq(apiKeys.id, created.id));
    await api.get('/api/v1/me');
    await usageBuffer(t.db).flush();
    expect((await storedUsage(created.id)).count).toBe(113);
  });

  it('does not count refused requests', async () => {
    const { client } = await createActiveUser(t);
    const created = await createKey(client, ['campaigns:read']);
    expect((await keyClient(t, created.key).get('/api/v1/webhooks')).status).toBe(403);
    await client.delete(`/api/v1/api-keys/${created.id}`);
    expect((await keyClient(t, created.key).get('/api/v1/campaigns')).status).toBe(401);
    await usageBuffer(t.db).flush();
    // The scope refusal passed authentication, so it counts (as before); the revoked key's does not.
    expect((await storedUsage(created.id)).count).toBe(1);
  });
});
