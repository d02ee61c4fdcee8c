import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { prospectResearch, prospects, researchPages } from '#server/db/schema/index.ts';
import type { Estimate, Progress } from '#shared/generation.ts';
import type { ResearchState } from '#shared/research.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';

/**
 * What the batch's estimate and progress say about prospect research (issue 15): the estimate's
 * `research` (the fetches the batch needs first, a site researched and cached not counted again, a
 * dry run's first five alike), and the progress's research counts by state. No workers run: the
 * research rows are written here as the research worker leaves them.
 */
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = (await createActiveUser(t)).client;
});
afterAll(async () => {
  await t.close();
});

const PROSPECTS = 40;
const rows = Array.from({ length: PROSPECTS }, (_, i) => ({
  email: `lee${i}@firm${i}.test`,
  firstName: `Lee${i}`,
  company: `Firm ${i}`,
  website: `https://firm${i}.test`,
}));

/** A campaign of PROSPECTS prospects with this brief; their ids in import order. */
async function campaignWith(brief: Record<string, unknown>) {
  const res = await client.post('/api/v1/campaigns', { name: 'Research figures', brief: { ...testBrief, ...brief } });
  const { id } = (await res.json()) as { id: string };
  const imported = await client.request(`/api/v1/campaigns/${id}/prospects`, { method: 'POST', json: rows });
  expect(imported.status).toBe(200);
  const ids = await t.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(eq(prospects.campaignId, id))
    .orderBy(asc(prospects.seq));
  return { id, prospectIds: ids.map((p) => p.id) };
}

async function getJson<T>(path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Research rows as the worker leaves them; `done` ones with their home page cached `ageDays` ago. */
async function researched(campaignId: string, prospectIds: string[], state: ResearchState, ageDays = 0) {
  for (const prospectId of prospectIds) {
    const siteUrl = `https://site-of-${prospectId}.test/`;
    if (state === 'done')
      await t.db.insert(researchPages).values({
        url: siteUrl,
        fetchedAt: sql`now() - make_interval(days => ${ageDays})`,
        status: 200,
      });
    await t.db.insert(prospectResearch).values({ prospectId, campaignId, state, siteUrl });
  }
}

describe('the estimate’s research', () => {
  it('is null with research off', async () => {
    const campaign = await campaignWith({});
    const estimate = await getJson<Estimate>(`/api/v1/campaigns/${campaign.id}/estimate`);
    expect(estimate).toMatchObject({ prospects: PROSPECTS, research: null });
  });

  it('counts robots.txt, the home page and researchPages per prospect, in rounds of 256 sites', async () => {
    const campaign = await campaignWith({ research: 'website', researchPages: 2 });
    const estimate = await getJson<Estimate>(`/api/v1/campaigns/${campaign.id}/estimate`);
    // 40 sites × 4 requests; ⌈40 / 256⌉ = 1 round of 4 s.
    expect(estimate).toMatchObject({ prospects: PROSPECTS, research: { prospects: 40, fetches: 160, durationSec: 4 } });
  });

  it('leaves out sites researched and still cached, and takes a dry run’s first five alike', async () => {
    const campaign = await campaignWith({ research: 'website' });
    const [first, second, ...rest] = campaign.prospectIds;
    await researched(campaign.id, [first!, second!], 'done');
    await researched(campaign.id, rest.slice(0, 3), 'done', 30); // past RESEARCH_TTL_DAYS (7): fetched again
    await researched(campaign.id, rest.slice(3, 5), 'failed');

    const estimate = await getJson<Estimate>(`/api/v1/campaigns/${campaign.id}/estimate`);
    expect(estimate.research).toEqual({ prospects: 38, fetches: 38 * 5, durationSec: 5 });
    const dryRun = await getJson<Estimate>(`/api/v1/campaigns/${campaign.id}/estimate?dryRun=true`);
    expect(dryRun).toMatchObject({ prospects: 5, research: { prospects: 3, fetches: 15, durationSec: 5 } });
  });
});

describe('the progress’s research', () => {
  it('is null while research was never asked for', async () => {
    const campaign = await campaignWith({ research: 'website' });
    expect((await getJson<Progress>(`/api/v1/campaigns/${campaign.id}/progress`)).research).toBeNull();
  });

  it('counts the campaign’s prospects by research state, and no other campaign’s', async () => {
    const campaign = await campaignWith({ research: 'website' });
    const other = await campaignWith({ research: 'website' });
    const ids = campaign.prospectIds;
    await researched(campaign.id, ids.slice(0, 4), 'queued');
    await researched(campaign.id, ids.slice(4, 6), 'researching');
    await researched(campaign.id, ids.slice(6, 9), 'done');
    await researched(campaign.id, ids.slice(9, 10), 'skipped');
    await researched(campaign.id, ids.slice(10, 11), 'failed');
    await researched(other.id, other.prospectIds.slice(0, 7), 'queued');

    const progress = await getJson<Progress>(`/api/v1/campaigns/${campaign.id}/progress`);
    expect(progress.research).toEqual({ queued: 4, researching: 2, done: 3, skipped: 1, failed: 1 });
    expect(progress).toMatchObject({ total: 0, state: 'idle' });
  });
});
