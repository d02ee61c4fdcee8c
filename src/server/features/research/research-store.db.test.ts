import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectResearch } from '#server/db/schema/index.ts';
import type { ProspectListPage } from '#shared/prospects.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { claimResearch, queueResearch, releaseResearch } from './research-store.ts';

/**
 * The research worker's claim (issue 15): a fetched batch is taken in one statement, with what each
 * run needs of its prospect and campaign; a run another worker holds is left alone; a batch whose
 * claim could not go on is released whole. No workers run here: the test alone claims.
 */
let t: TestApp;
let prospectIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const { client } = await createActiveUser(t);
  const campaign = (await (
    await client.post('/api/v1/campaigns', {
      name: 'Claims',
      brief: { ...testBrief, research: 'website', researchPages: 2 },
    })
  ).json()) as { id: string };
  const rows = ['ana@northwind.test', 'raj@lumen.test', 'kim@quill.test'].map((email) => ({ email, firstName: 'A' }));
  await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: rows });
  prospectIds = (
    (await (await client.get(`/api/v1/campaigns/${campaign.id}/prospects`)).json()) as ProspectListPage
  ).items.map((p) => p.id);
  expect(await queueResearch(t.db, undefined, campaign.id, { refresh: true })).toBe(3);
});
afterAll(() => t.close());

const states = async () =>
  (
    await t.db
      .select({ id: prospectResearch.prospectId, state: prospectResearch.state, attempts: prospectResearch.attempts })
      .from(prospectResearch)
      .where(inArray(prospectResearch.prospectId, prospectIds))
  ).sort((a, b) => prospectIds.indexOf(a.id) - prospectIds.indexOf(b.id));

describe('claimResearch', () => {
  it('takes a batch at once with its sites and brief, leaves a run held elsewhere, and releases a batch whole', async () => {
    const [first, second, third] = prospectIds as [string, string, string];
    // Another worker holds the third, and its run is fresh: not taken.
    await t.db.update(prospectResearch).set({ state: 'researching' }).where(eq(prospectResearch.prospectId, third));

    const claimed = await claimResearch(t.db, prospectIds, 10);
    expect([...claimed.keys()].sort()).toEqual([first, second].sort());
    expect(claimed.get(first)).toMatchObject({
      prospectId: first,
      attempts: 1,
      refresh: true,
      prospect: { email: 'ana@northwind.test', website: null },
      brief: { research: 'website', researchPages: 2 },
    });
    expect(await states()).toEqual([
      { id: first, state: 'researching', attempts: 1 },
      { id: second, state: 'researching', attempts: 1 },
      { id: third, state: 'researching', attempts: 0 },
    ]);
    // Taken: a second claim finds nothing.
    expect((await claimResearch(t.db, [first, second], 10)).size).toBe(0);

    await releaseResearch(t.db, [first, second]);
    expect((await states()).map((row) => row.state)).toEqual(['queued', 'queued', 'researching']);
    // Released rows are taken again, the attempt counted.
    expect((await claimResearch(t.db, [first], 10)).get(first)?.attempts).toBe(2);
  });
});
