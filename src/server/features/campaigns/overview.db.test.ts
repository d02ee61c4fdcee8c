import { afterEach, describe, expect, it } from 'vitest';
import { campaignPageSchema, type CampaignListItem } from '#shared/campaigns.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { stageOf } from './overview.ts';

/** The campaign list tells where each campaign's work stands (issue 14, item 5), through /api/v1. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a campaign in the list', () => {
  it('goes draft → ready for review → approved → exported, with its counts', async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 3 });
    const listed = async (): Promise<CampaignListItem> => {
      const page = campaignPageSchema.parse(await (await client.get('/api/v1/campaigns')).json());
      return page.items.find((c) => c.id === campaign.id)!;
    };
    expect((await listed()).overview).toEqual({
      stage: 'draft',
      total: 0,
      written: 0,
      approved: 0,
      failed: 0,
      left: 0,
    });

    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    expect((await listed()).overview).toEqual({
      stage: 'ready_for_review',
      total: 3,
      written: 3,
      approved: 0,
      failed: 0,
      left: 0,
    });

    await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, { action: 'approve', filter: {} });
    expect((await listed()).overview).toMatchObject({ stage: 'approved', approved: 3 });
    // Counting what an export leaves out (HEAD) is not an export; downloading the approved e-mails is.
    await client.request(`/api/v1/campaigns/${campaign.id}/export`, { method: 'HEAD' });
    expect((await listed()).overview.stage).toBe('approved');
    await (await client.get(`/api/v1/campaigns/${campaign.id}/export`)).text();
    expect((await listed()).overview.stage).toBe('exported');
  });
});

describe('the stage', () => {
  const counts = { total: 10, written: 4, ready: 4, approved: 0, failed: 0, left: 6 };
  const idle = { generationState: 'idle' as const, exportedAt: null };
  it('is generating while the batch runs, paused when it stopped with e-mails left', () => {
    expect(stageOf(counts, { ...idle, generationState: 'running' })).toBe('generating');
    expect(stageOf(counts, { ...idle, generationState: 'budget_reached' })).toBe('paused');
  });
  it('stays ready for review while an e-mail failed or none is approved', () => {
    const done = { ...counts, left: 0, ready: 0, written: 10, approved: 9, failed: 1 };
    expect(stageOf(done, idle)).toBe('ready_for_review');
    expect(stageOf({ ...done, approved: 0, failed: 0 }, idle)).toBe('ready_for_review');
    expect(stageOf({ ...done, failed: 0 }, { ...idle, exportedAt: new Date() })).toBe('exported');
  });
});
