import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaigns } from '#server/db/schema/index.ts';
import { createActiveUser, createPendingUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const brief = { senderName: 'Sam Rivera', senderCompany: 'Ledgerly', offer: 'Bookkeeping for seed-stage startups' };

describe('/api/v1/campaigns', () => {
  it('creates a campaign with the brief defaults filled in, and reads it back', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.post('/api/v1/campaigns', { name: 'YC founders', brief, budgetUsd: 25 });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      name: 'YC founders',
      status: 'draft',
      provider: null,
      model: null,
      budgetUsd: 25,
      brief: {
        ...brief,
        tone: 'friendly',
        lengthWords: 90,
        language: 'en',
        steps: 1,
        valueProps: [],
        followUpDays: [],
      },
    });
    expect(await (await client.get(`/api/v1/campaigns/${created.id}`)).json()).toEqual(created);
  });

  it('lists every field that is wrong', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.post('/api/v1/campaigns', {
      name: '',
      brief: { senderName: '', offer: 'x', steps: 9, tone: 'aggressive' },
      provider: 'skynet',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual([
      'brief.senderName',
      'brief.steps',
      'brief.tone',
      'name',
      'provider',
    ]);
  });

  it('answers one follow-up delay per follow-up: missing ones from the default cadence, extra ones refused (decision 022)', async () => {
    const { client } = await createActiveUser(t);
    const created = await (
      await client.post('/api/v1/campaigns', { name: 'Three steps', brief: { ...brief, steps: 3, followUpDays: [] } })
    ).json();
    expect(created.brief).toMatchObject({ steps: 3, followUpDays: [3, 4] });
    const refused = await client.patch(`/api/v1/campaigns/${created.id}`, {
      brief: { ...brief, steps: 2, followUpDays: [3, 7] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'brief.followUpDays' }] });
    // A brief stored before the rule, with more delays than follow-ups, still reads back.
    await t.db
      .update(campaigns)
      .set({ brief: { ...created.brief, steps: 2, followUpDays: [3, 7, 14] } })
      .where(eq(campaigns.id, created.id));
    const read = await client.get(`/api/v1/campaigns/${created.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).brief).toMatchObject({ steps: 2, followUpDays: [3] });
  });

  it('updates and deletes', async () => {
    const { client } = await createActiveUser(t);
    const { id } = await (await client.post('/api/v1/campaigns', { name: 'A', brief })).json();
    const patched = await (
      await client.patch(`/api/v1/campaigns/${id}`, {
        name: 'B',
        provider: 'openai',
        model: 'gpt-5-mini',
        budgetUsd: null,
      })
    ).json();
    expect(patched).toMatchObject({ name: 'B', provider: 'openai', model: 'gpt-5-mini', budgetUsd: null });
    expect((await client.delete(`/api/v1/campaigns/${id}`)).status).toBe(204);
    expect((await client.get(`/api/v1/campaigns/${id}`)).status).toBe(404);
  });

  it("never shows or changes another user's campaign: 404, not 403", async () => {
    const alice = await createActiveUser(t);
    const bob = await createActiveUser(t);
    const { id } = await (await alice.client.post('/api/v1/campaigns', { name: 'Secret', brief })).json();
    for (const res of [
      await bob.client.get(`/api/v1/campaigns/${id}`),
      await bob.client.patch(`/api/v1/campaigns/${id}`, { name: 'Mine now' }),
      await bob.client.delete(`/api/v1/campaigns/${id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await (await bob.client.get('/api/v1/campaigns')).json()).items).toEqual([]);
    expect(await (await alice.client.get(`/api/v1/campaigns/${id}`)).json()).toMatchObject({ name: 'Secret' });
  });

  it('pages newest first with an opaque cursor', async () => {
    const { client } = await createActiveUser(t);
    for (let i = 1; i <= 5; i++) await client.post('/api/v1/campaigns', { name: `C${i}`, brief });
    const first = await (await client.get('/api/v1/campaigns?limit=2')).json();
    expect(first.items.map((c: { name: string }) => c.name)).toEqual(['C5', 'C4']);
    const second = await (await client.get(`/api/v1/campaigns?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((c: { name: string }) => c.name)).toEqual(['C3', 'C2']);
    const last = await (await client.get(`/api/v1/campaigns?limit=2&cursor=${second.nextCursor}`)).json();
    expect(last).toMatchObject({ items: [{ name: 'C1' }], nextCursor: null });
    expect((await client.get('/api/v1/campaigns?cursor=garbage')).status).toBe(400);
    expect((await client.get('/api/v1/campaigns?limit=501')).status).toBe(400);
  });

  it('answers a malformed id with 404 and refuses pending users', async () => {
    const { client } = await createActiveUser(t);
    expect((await client.get('/api/v1/campaigns/not-a-uuid')).status).toBe(404);
    const pending = await createPendingUser(t);
    const res = await pending.client.get('/api/v1/campaigns');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'pending_approval' });
    expect((await t.client().get('/api/v1/campaigns')).status).toBe(401);
  });
});
