import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects } from '#tests/support/campaigns.ts';
import { campaignStopCheck, claimEmails, type Claim } from './claim.ts';
import { draftStore, type ReadyDraft } from './store-drafts.ts';

/**
 * Drafts stored by group commit (store-drafts.ts) and the grouped paused-campaign check (claim.ts), on
 * the real database without workers: the test takes the worker's steps itself.
 */
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  ({ client } = await createActiveUser(t));
});
afterAll(() => t?.close());

async function claimedCampaign(rows: number) {
  const campaign = await createCampaignWithProspects(client, { rows });
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  const ids = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id from emails where campaign_id = ${campaign.id}::uuid order by id`),
  ).map((r) => r.id);
  const claims = await claimEmails(t.db, ids);
  return { id: campaign.id, claims: ids.map((id) => claims.get(id)!) };
}

const draft = (n: number): ReadyDraft => ({
  subject: `Subject ${n}`,
  opener: `Opener ${n}`,
  body: `Body ${n}`,
  facts_used: [{ claim: `Fact ${n}`, field: 'company', supported: true }],
  flags: ['too_long'],
  score: { grade: 'B', verdict: 'edit', criteria: [], claims: [{ text: `Fact ${n}` }] },
  grade: 'B',
  verdict: 'edit',
  model: 'gpt-4o-mini',
  input_tokens: 100 + n,
  output_tokens: 50,
});

const ctx = () => ({ ...t.deps, jobs: undefined });

describe('draftStore', () => {
  it('stores drafts that finish together in one statement: each row, the summed spend, one event each', async () => {
    const endpoint = await client.post('/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/coldsmith',
      events: ['email.generated'],
    });
    expect(endpoint.status).toBe(201);
    const campaign = await claimedCampaign(4);
    // Cancelled before its draft came back: it keeps its state and announces nothing.
    const [cancelled, ...written] = campaign.claims as [Claim, ...Claim[]];
    await t.db.execute(sql`update emails set status = 'queued' where id = ${cancelled.id}::uuid`);

    const store = draftStore(ctx(), { maxInFlight: 1 }).store;
    await Promise.all(campaign.claims.map((claim, i) => store(claim, 0.001 * (i + 1), draft(i))));

    const rows = rowsOf<{ id: string; status: string; subject: string; flags: string[]; score: { verdict: string } }>(
      await t.db.execute(
        sql`select id, status, subject, flags, score from emails where campaign_id = ${campaign.id}::uuid order by id`,
      ),
    );
    expect(rows.find((r) => r.id === cancelled.id)).toMatchObject({ status: 'queued' });
    for (const claim of written)
      expect(rows.find((r) => r.id === claim.id)).toMatchObject({
        status: 'ready',
        flags: ['too_long'],
        score: { verdict: 'edit' },
      });
    const [spend] = rowsOf<{ spent: string }>(
      await t.db.execute(sql`select spent_usd::text as spent from campaigns where id = ${campaign.id}::uuid`),
    );
    expect(Number(spend!.spent)).toBeCloseTo(0.002 + 0.003 + 0.004, 9);
    const events = rowsOf<{ email_id: string; claims: unknown[] }>(
      await t.db.execute(
        sql`select data->>'emailId' as email_id, data->'claims' as claims from webhook_deliveries where type = 'email.generated'`,
      ),
    );
    expect(events.map((e) => e.email_id).sort()).toEqual(written.map((c) => c.id).sort());
    expect(events[0]!.claims).toHaveLength(1);
  });

  it('writes the drafts of a failed group again one by one, so only the bad draft fails', async () => {
    const campaign = await claimedCampaign(3);
    const store = draftStore(ctx(), { maxInFlight: 1 }).store;
    // A token count past the integer column's range fails its statement (the first draft goes alone, the rest together).
    const bad = { ...draft(9), input_tokens: 2 ** 31 };
    const outcomes = await Promise.allSettled(
      campaign.claims.map((claim, i) => store(claim, null, i === 2 ? bad : draft(i))),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const statuses = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from emails where campaign_id = ${campaign.id}::uuid order by id`),
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual(['generating', 'ready', 'ready']);
  });
});

describe('campaignStopCheck', () => {
  it('answers each campaign asked about together in one read, seeing a pause made before the ask', async () => {
    const running = await claimedCampaign(1);
    const paused = await claimedCampaign(1);
    const isStopped = campaignStopCheck(t.db);
    await client.post(`/api/v1/campaigns/${paused.id}/pause`);
    expect(await Promise.all([isStopped(running.id), isStopped(paused.id), isStopped(running.id)])).toEqual([
      false,
      true,
      false,
    ]);
    await client.post(`/api/v1/campaigns/${running.id}/pause`);
    expect(await isStopped(running.id)).toBe(true);
  });

  it('keeps each campaign’s newest answer for `recent`, only while it is younger than asked', async () => {
    const running = await claimedCampaign(1);
    const isStopped = campaignStopCheck(t.db);
    expect(isStopped.recent?.(running.id, 1_000)).toBeUndefined();
    await isStopped(running.id);
    expect(isStopped.recent?.(running.id, 1_000)).toBe(false);
    await client.post(`/api/v1/campaigns/${running.id}/pause`);
    // The pause came after the last read: `recent` still says what that read saw, until a new one.
    expect(isStopped.recent?.(running.id, 1_000)).toBe(false);
    expect(await isStopped(running.id)).toBe(true);
    expect(isStopped.recent?.(running.id, 1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(isStopped.recent?.(running.id, 10)).toBeUndefined();
  });
});
