import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Estimate } from '#shared/generation.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';

/** `skipUnreachable` on POST …/generate and GET …/estimate: a role address is left out by default, and both agree. */
let t: TestApp;
let client: TestClient;
let campaignId: string;
const STEPS = 2;
beforeEach(async () => {
  t = await createTestApp();
  ({ client } = await createActiveUser(t));
  const campaign = await client.post('/api/v1/campaigns', { name: 'Reach', brief: { ...testBrief, steps: STEPS } });
  campaignId = ((await campaign.json()) as { id: string }).id;
  const csv = [
    'Email,First Name,Company Name,Job Title',
    'ada@lovelace-engines.com,Ada,Lovelace Engines,CTO',
    'info@babbage-works.com,Charles,Babbage Works,Founder',
    'grace@hopper-systems.com,Grace,Hopper Systems,VP Engineering',
  ].join('\n');
  const imported = await client.request(`/api/v1/campaigns/${campaignId}/prospects`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
  expect((await imported.json()).invalid).toEqual([{ row: 3, reason: expect.stringMatching(/role/i) }]);
});
afterEach(() => t.close());

const estimate = async (query = '') =>
  (await (await client.get(`/api/v1/campaigns/${campaignId}/estimate${query}`)).json()) as Estimate;
const generate = async (body: Record<string, unknown>) =>
  (await (await client.post(`/api/v1/campaigns/${campaignId}/generate`, body)).json()) as { queued: number };

describe('skipping unreachable addresses', () => {
  it('leaves the role address out by default, in the estimate and the batch alike', async () => {
    const estimated = await estimate();
    expect(estimated).toMatchObject({ prospects: 2, steps: STEPS });
    expect(await generate({})).toEqual({ queued: estimated.prospects * STEPS });
    const emails = (await (await client.get(`/api/v1/campaigns/${campaignId}/emails?limit=50`)).json()) as {
      items: { prospect: { email: string } }[];
    };
    expect(emails.items.map((e) => e.prospect.email)).not.toContain('info@babbage-works.com');
  });

  it('includes it with skipUnreachable false, and the estimate agrees', async () => {
    const estimated = await estimate('?skipUnreachable=false');
    expect(estimated.prospects).toBe(3);
    expect(await generate({ skipUnreachable: false })).toEqual({ queued: 3 * STEPS });
    expect((await client.get(`/api/v1/campaigns/${campaignId}/estimate?skipUnreachable=maybe`)).status).toBe(400);
  });
});
