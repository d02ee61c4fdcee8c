import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { HUBSPOT_MAX_INPUTS, startFakeHubSpot, type FakeHubSpot } from '#tests/fakes/vendors/hubspot-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign, seededText } from '#tests/support/approved-campaign.ts';
import { allResults, connect, pushAndWait } from '#tests/support/integrations.ts';

/** Pushing approved e-mails to a local HubSpot as contacts: custom properties first, batches of 100, upsert by e-mail. */
const TOKEN = 'pat-eu1-0123456789abcdef-UVWX';

let t: TestApp;
let hubspot: FakeHubSpot;
beforeEach(async () => {
  hubspot = await startFakeHubSpot({ token: TOKEN, invalid: ['lead120@example.com'] });
  t = await createTestApp({ workers: true, env: { HUBSPOT_API_URL: hubspot.url } });
});
afterEach(async () => {
  await t.close();
  await hubspot.close();
});

const upserts = () => hubspot.requests.filter((r) => r.path === '/crm/v3/objects/contacts/batch/upsert');

describe('push to HubSpot', () => {
  it('creates the coldsmith_* properties once, upserts 150 contacts in batches of at most 100, isolates a bad one', async () => {
    const { user, client } = await createActiveUser(t);
    expect((await connect(client, 'hubspot', { apiKey: 'pat-wrong' })).status).toBe(422);
    expect((await connect(client, 'hubspot', { apiKey: TOKEN })).status).toBe(200);
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 150, steps: 2 });
    hubspot.rateLimitNext(/batch\/upsert/);

    const push = await pushAndWait(client, 'hubspot', { campaignId: seeded.campaignId }, 90_000);
    expect(push).toMatchObject({
      state: 'completed',
      total: 150,
      targetCampaignId: null,
      counts: { created: 149, updated: 0, skipped: 0, failed: 1 },
    });

    const created = hubspot.requests.filter((r) => r.path === '/crm/v3/properties/contacts/batch/create');
    expect(created).toHaveLength(1);
    expect(
      (created[0]!.body as { inputs: { name: string; fieldType: string }[] }).inputs.map(
        (p) => `${p.name}:${p.fieldType}`,
      ),
    ).toEqual([
      'coldsmith_subject_1:text',
      'coldsmith_opener_1:textarea',
      'coldsmith_body_1:textarea',
      'coldsmith_subject_2:text',
      'coldsmith_opener_2:textarea',
      'coldsmith_body_2:textarea',
    ]);
    // 429 once; then 100 and 50 — the 50 refused for one bad address, so sent one by one.
    const sizes = upserts().map((r) => (r.body as { inputs: unknown[] }).inputs.length);
    expect(sizes.slice(0, 4)).toEqual([100, 100, 50, 1]);
    expect(sizes).toHaveLength(3 + 50);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(HUBSPOT_MAX_INPUTS);
    expect((upserts()[1]!.body as { inputs: unknown[] }).inputs[3]).toEqual({
      idProperty: 'email',
      id: 'lead3@example.com',
      properties: {
        email: 'lead3@example.com',
        firstname: 'Lead3',
        lastname: 'Tester',
        company: 'Company 3',
        jobtitle: 'CTO',
        website: 'https://company3.example',
        coldsmith_subject_1: seededText(3, 1).subject,
        coldsmith_opener_1: seededText(3, 1).opener,
        coldsmith_body_1: seededText(3, 1).body,
        coldsmith_subject_2: seededText(3, 2).subject,
        coldsmith_opener_2: seededText(3, 2).opener,
        coldsmith_body_2: seededText(3, 2).body,
      },
    });
    expect(hubspot.contacts.size).toBe(149);
    expect((await allResults(client, push.id)).find((r) => r.email === 'lead120@example.com')).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('is invalid'),
    });

    // Again: the properties exist now, and every contact is updated, not duplicated.
    const again = await pushAndWait(client, 'hubspot', { campaignId: seeded.campaignId }, 90_000);
    expect(again.counts).toEqual({ created: 0, updated: 149, skipped: 0, failed: 1 });
    expect(hubspot.requests.filter((r) => r.path === '/crm/v3/properties/contacts/batch/create')).toHaveLength(1);
    expect(hubspot.contacts.size).toBe(149);
  }, 120_000);
});
