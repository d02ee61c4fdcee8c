import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import {
  INSTANTLY_LEAD_FIELDS,
  startFakeInstantly,
  type FakeInstantly,
} from '#tests/fakes/vendors/instantly-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign, seededText } from '#tests/support/approved-campaign.ts';
import { allResults, connect, pushAndWait, waitForPush } from '#tests/support/integrations.ts';

/** Pushing approved e-mails to a local Instantly (API v2) through the API and the push worker. */
const KEY = 'inst-live-0123456789abcdefWXYZ';
const TARGET = '0196a3b0-0000-7000-8000-0000000000aa';

let t: TestApp;
let instantly: FakeInstantly;
beforeEach(async () => {
  instantly = await startFakeInstantly({
    apiKey: KEY,
    campaigns: [{ id: TARGET, name: 'Q3 founders' }],
    blocklist: ['lead3@example.com'],
  });
  t = await createTestApp({ workers: true, env: { INSTANTLY_API_URL: instantly.url } });
});
afterEach(async () => {
  await t.close();
  await instantly.close();
});

const leadPosts = () => instantly.requests.filter((r) => r.path === '/api/v2/leads/add');

describe('push to Instantly', () => {
  it('adds each approved prospect as a lead with the e-mail text as custom variables, after a 429', async () => {
    const { user, client } = await createActiveUser(t);
    expect((await connect(client, 'instantly', { apiKey: KEY })).status).toBe(200);
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 5, steps: 2, withoutEmail: 1 });
    instantly.rateLimitNext(/leads\/add/);

    const push = await pushAndWait(client, 'instantly', { campaignId: seeded.campaignId, targetCampaignId: TARGET });
    expect(push).toMatchObject({
      state: 'completed',
      total: 6,
      targetCampaignName: 'Q3 founders',
      counts: { created: 4, updated: 0, skipped: 2, failed: 0 },
      error: null,
    });

    // One batch, refused once with Retry-After: 1, then sent again after waiting it out.
    const posts = leadPosts();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    const body = posts[1]!.body as {
      campaign_id: string;
      skip_if_in_campaign: boolean;
      leads: Record<string, unknown>[];
    };
    expect(body).toMatchObject({ campaign_id: TARGET, skip_if_in_campaign: true });
    expect(body.leads.map((l) => l.email)).toEqual([
      'lead0@example.com',
      'lead1@example.com',
      'lead2@example.com',
      'lead3@example.com',
      'lead4@example.com',
    ]);
    for (const lead of body.leads)
      expect(Object.keys(lead).every((k) => (INSTANTLY_LEAD_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(body.leads[1]).toEqual({
      email: 'lead1@example.com',
      first_name: 'Lead1',
      last_name: 'Tester',
      company_name: 'Company 1',
      website: 'https://company1.example',
      personalization: seededText(1, 1).opener,
      custom_variables: {
        job_title: 'CTO',
        location: 'Paris, France',
        subject_1: seededText(1, 1).subject,
        opener_1: seededText(1, 1).opener,
        body_1: seededText(1, 1).body,
        subject_2: seededText(1, 2).subject,
        opener_2: seededText(1, 2).opener,
        body_2: seededText(1, 2).body,
        'Funding Stage': 'Seed',
      },
    });
    expect(JSON.stringify(instantly.requests)).not.toContain(seeded.unapprovedEmail);
    expect(instantly.leads.get(TARGET)).toHaveLength(4);

    const results = await allResults(client, push.id);
    expect(results.map((r) => [r.email, r.status])).toEqual([
      ['lead0@example.com', 'created'],
      ['lead1@example.com', 'created'],
      ['lead2@example.com', 'created'],
      ['lead3@example.com', 'skipped'],
      ['lead4@example.com', 'created'],
      [null, 'skipped'],
    ]);
    expect(results[3]!.detail).toContain('1 on a blocklist');
    expect(results[5]).toMatchObject({ name: 'Lead5 Tester', detail: expect.stringContaining('No e-mail address') });
    expect(results[0]!.vendorId).toBe(instantly.leads.get(TARGET)![0]!.id);
  }, 60_000);

  it('stops the push and marks the connection when the key is revoked; strangers see nothing', async () => {
    const { user, client } = await createActiveUser(t);
    await connect(client, 'instantly', { apiKey: KEY });
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 3 });
    const other = await createActiveUser(t);
    // Another user cannot push someone else's campaign (connected or not), nor read their push.
    expect(
      (
        await other.client.post('/api/v1/integrations/instantly/push', {
          campaignId: seeded.campaignId,
          targetCampaignId: TARGET,
        })
      ).status,
    ).toBe(404);
    await connect(other.client, 'instantly', { apiKey: KEY });
    expect(
      (
        await other.client.post('/api/v1/integrations/instantly/push', {
          campaignId: seeded.campaignId,
          targetCampaignId: TARGET,
        })
      ).status,
    ).toBe(404);

    const unknownTarget = await client.post('/api/v1/integrations/instantly/push', {
      campaignId: seeded.campaignId,
      targetCampaignId: 'not-theirs',
    });
    expect(unknownTarget.status).toBe(400);
    expect(await unknownTarget.json()).toMatchObject({ errors: [{ path: 'targetCampaignId' }] });
    expect(
      (
        await client.post('/api/v1/integrations/smartlead/push', {
          campaignId: seeded.campaignId,
          targetCampaignId: '1',
        })
      ).status,
    ).toBe(409);
    expect((await client.post('/api/v1/integrations/slack/push', { campaignId: seeded.campaignId })).status).toBe(404);

    // The key is revoked after the push was accepted, as the worker sends the first batch.
    instantly.onRequest = (request) => {
      if (request.path === '/api/v2/leads/add') instantly.revokeKey();
    };
    const started = await client.post('/api/v1/integrations/instantly/push', {
      campaignId: seeded.campaignId,
      targetCampaignId: TARGET,
    });
    const { id } = (await started.json()) as { id: string };
    expect((await other.client.get(`/api/v1/integrations/pushes/${id}`)).status).toBe(404);
    const push = await waitForPush(client, id);
    expect(push).toMatchObject({
      state: 'failed',
      counts: { created: 0, failed: 0 },
      error: expect.stringContaining('refused the credential'),
    });
    const list = (await (await client.get('/api/v1/integrations')).json()) as {
      items: { provider: string; status: string }[];
    };
    expect(list.items[0]).toMatchObject({ provider: 'instantly', status: 'error' });
  }, 60_000);
});
