import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects } from '#tests/support/campaigns.ts';
import { claimEmails, releaseIfStopped } from './claim.ts';

/**
 * Claiming a fetched batch in one statement, and giving a claimed e-mail back when its campaign
 * stopped before its provider call (no workers: the test takes the workers' steps itself).
 */
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await createActiveUser(t));
});
afterAll(() => t?.close());

async function queuedCampaign(rows: number, budgetUsd?: number) {
  const campaign = await createCampaignWithProspects(client, { rows, ...(budgetUsd ? { budgetUsd } : {}) });
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  const ids = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id from emails where campaign_id = ${campaign.id}::uuid order by id`),
  ).map((r) => r.id);
  return { id: campaign.id, ids };
}

/** Gives back the campaign's (only) e-mail if its campaign stopped, as a worker does before the call. */
const release = (campaign: { id: string; ids: string[] }) =>
  releaseIfStopped(t.db, { id: campaign.ids[0]!, campaign: { id: campaign.id } });

const statusOf = async (id: string) =>
  rowsOf<{ status: string; attempts: number }>(
    await t.db.execute(sql`select status, attempts from emails where id = ${id}::uuid`),
  )[0];

describe('claimEmails', () => {
  it('claims every queued e-mail of a batch at once, with its campaign and prospect, and none twice over a running claim', async () => {
    const { ids } = await queuedCampaign(3);
    const claims = await claimEmails(t.db, ids);
    expect([...claims.keys()].sort()).toEqual(ids);
    const claim = claims.get(ids[0]!)!;
    expect(claim.step).toBe(1);
    expect(claim.campaign.brief).toMatchObject({ senderName: 'Maya Chen' });
    expect(claim.prospect.email).toMatch(/@/);
    expect(await statusOf(ids[0]!)).toEqual({ status: 'generating', attempts: 1 });
    // A written e-mail is not claimed again (a duplicate job finds nothing to do).
    await t.db.execute(sql`update emails set status = 'ready' where id = ${ids[1]!}::uuid`);
    expect([...(await claimEmails(t.db, ids)).keys()].sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('claims nothing of a paused campaign', async () => {
    const campaign = await queuedCampaign(2);
    await client.post(`/api/v1/campaigns/${campaign.id}/pause`);
    expect((await claimEmails(t.db, campaign.ids)).size).toBe(0);
  });
});

describe('releaseIfStopped', () => {
  it('keeps the claim while the campaign runs under its budget', async () => {
    const campaign = await queuedCampaign(1, 5);
    await claimEmails(t.db, campaign.ids);
    expect(await release(campaign)).toBe(false);
    expect(await statusOf(campaign.ids[0]!)).toEqual({ status: 'generating', attempts: 1 });
  });

  it('gives the e-mail back, its attempt uncounted, when the campaign was paused after the claim', async () => {
    const campaign = await queuedCampaign(1);
    await claimEmails(t.db, campaign.ids);
    await client.post(`/api/v1/campaigns/${campaign.id}/pause`);
    expect(await release(campaign)).toBe(true);
    expect(await statusOf(campaign.ids[0]!)).toEqual({ status: 'queued', attempts: 0 });
  });

  it('gives the e-mail back when spend reached the budget after the claim', async () => {
    const campaign = await queuedCampaign(1, 0.4);
    await claimEmails(t.db, campaign.ids);
    await t.db.execute(sql`update campaigns set spent_usd = 0.45 where id = ${campaign.id}::uuid`);
    expect(await release(campaign)).toBe(true);
    expect((await statusOf(campaign.ids[0]!))?.status).toBe('queued');
  });

  it('lets a cancelled campaign finish what it claimed, as it does the calls in flight', async () => {
    const campaign = await queuedCampaign(1);
    await claimEmails(t.db, campaign.ids);
    await client.post(`/api/v1/campaigns/${campaign.id}/cancel`);
    expect(await release(campaign)).toBe(false);
    expect((await statusOf(campaign.ids[0]!))?.status).toBe('generating');
  });
});
