import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaigns, idempotencyKeys } from '#server/db/schema/index.ts';
import type { CreatedApiKey } from '#shared/api-keys.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createKey, keyClient } from '#tests/support/api-keys.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';

/**
 * `Idempotency-Key` (docs/decisions/019): a replay returns the first answer and does nothing twice; the
 * same key on another request is 422; while the first runs, 409; refusals, streams and secrets are not
 * kept; records expire after 24 h.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const create = (client: TestClient, key: string, name = 'Idempotent') =>
  client.request('/api/v1/campaigns', {
    method: 'POST',
    json: { name, brief: testBrief },
    headers: { 'idempotency-key': key },
  });

describe('a replayed POST', () => {
  it('creates one campaign and answers the first answer again, marked as a replay', async () => {
    const { client } = await createActiveUser(t);
    const first = await create(client, 'order-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(client, 'order-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.$count(campaigns)).toBe(1);
    // A new key is a new operation.
    expect((await create(client, 'order-2')).status).toBe(201);
    expect(await t.db.$count(campaigns)).toBe(2);
  });

  it('works the same with an API key, and the sf-string form of the header names the same key', async () => {
    const { client } = await createActiveUser(t);
    const api = keyClient(t, (await createKey(client, ['campaigns:write'])).key);
    const body = { name: 'By key', brief: testBrief };
    const first = await api.post('/api/v1/campaigns', body, { 'idempotency-key': 'c0ffee' });
    const again = await api.post('/api/v1/campaigns', body, { 'idempotency-key': '"c0ffee"' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The session of the same user shares the key space: same request, same answer.
    const bySession = await client.request('/api/v1/campaigns', {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': 'c0ffee' },
    });
    expect(bySession.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.$count(campaigns)).toBe(1);
  });

  it('refuses the same key with a different body, path or method with 422', async () => {
    const { client } = await createActiveUser(t);
    const { id } = (await (await create(client, 'k')).json()) as { id: string };
    const other = await create(client, 'k', 'Another name');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const otherPath = await client.request(`/api/v1/campaigns/${id}/pause`, {
      method: 'POST',
      json: {},
      headers: { 'idempotency-key': 'k' },
    });
    expect(otherPath.status).toBe(422);
    expect(await t.db.$count(campaigns)).toBe(1);
  });

  it('keeps users apart: the same key of two users is two operations', async () => {
    const alice = await createActiveUser(t);
    const bob = await createActiveUser(t);
    expect((await create(alice.client, 'same')).status).toBe(201);
    const bobs = await create(bob.client, 'same');
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.db.$count(campaigns)).toBe(2);
  });

  it('answers concurrent duplicates with one operation: the others replay it or are told it is still running (409)', async () => {
    const { client } = await createActiveUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(client, 'burst')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
      expect(res.headers.get('retry-after')).toBe('1');
    }
    expect(await t.db.$count(campaigns)).toBe(1);
  });

  it('is 409 while the first request is running, and takes over a record its dead process left behind', async () => {
    const { user, client } = await createActiveUser(t);
    const first = await create(client, 'slow');
    const [record] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    // As if the first request were still running…
    await t.db.update(idempotencyKeys).set({ state: 'running' }).where(eq(idempotencyKeys.id, record!.id));
    expect((await create(client, 'slow')).status).toBe(409);
    // …and then as if its process had died 11 minutes ago: the key is free again.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(idempotencyKeys.id, record!.id));
    const retried = await create(client, 'slow');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(((await retried.json()) as { id: string }).id).not.toBe(((await first.json()) as { id: string }).id);
  });

  it('forgets a key after 24 hours', async () => {
    const { client } = await createActiveUser(t);
    await create(client, 'old');
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const later = await create(client, 'old');
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.db.$count(campaigns)).toBe(2);
  });
});

describe('what is not kept', () => {
  it('a refusal before the operation ran: the corrected request may reuse the key', async () => {
    const { client } = await createActiveUser(t);
    const invalid = await client.request('/api/v1/campaigns', {
      method: 'POST',
      json: { name: '' },
      headers: { 'idempotency-key': 'fix-me' },
    });
    expect(invalid.status).toBe(400);
    expect(await t.db.$count(idempotencyKeys)).toBe(0);
    // Different body now, same key: it runs, because nothing was kept.
    expect((await create(client, 'fix-me')).status).toBe(201);
  });

  it('a streamed answer (SSE personalize) runs each time', async () => {
    const { client } = await createActiveUser(t);
    const stream = () =>
      client.request('/api/v1/personalize', {
        method: 'POST',
        json: { prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai' }, brief: testBrief },
        headers: { accept: 'text/event-stream', 'idempotency-key': 'sse' },
      });
    for (let i = 0; i < 2; i++) {
      const res = await stream();
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      expect(await res.text()).toContain('event: draft');
    }
    expect(await t.db.$count(idempotencyKeys)).toBe(0);
  });

  it('a one-time secret: a replayed key creation says what was created, without the key, which is stored nowhere', async () => {
    const { client } = await createActiveUser(t);
    const send = () =>
      client.request('/api/v1/api-keys', {
        method: 'POST',
        json: { name: 'CI', scopes: ['campaigns:read'] },
        headers: { 'idempotency-key': 'mint' },
      });
    const first = (await (await send()).json()) as CreatedApiKey;
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ ...first, key: null });
    expect(await rowsMentioning(t, first.key)).toEqual({});
    expect(((await (await client.get('/api/v1/api-keys')).json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('rejects a malformed key with 400', async () => {
    const { client } = await createActiveUser(t);
    for (const key of ['', 'x'.repeat(256), 'naïve']) {
      const res = await create(client, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'Idempotency-Key' }] });
    }
    expect(await t.db.$count(campaigns)).toBe(0);
  });
});
