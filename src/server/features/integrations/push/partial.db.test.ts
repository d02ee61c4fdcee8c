import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { startFakeLemlist, type FakeLemlist } from '#tests/fakes/vendors/lemlist-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign } from '#tests/support/approved-campaign.ts';
import { allResults, connect, waitForPush } from '#tests/support/integrations.ts';
import { runPush } from './run-push.ts';
import { startPush } from './start-push.ts';

/**
 * A lead whose sequence is only partly approved is never pushed (issue 14, item 6): the tool would send
 * its empty follow-up variables as empty follow-ups. It is recorded `skipped`, saying why.
 */
const KEY = 'lem-0123456789abcdef-PART';
const TARGET = 'cam_partial';

let t: TestApp | undefined;
let lemlist: FakeLemlist | undefined;
afterEach(async () => {
  await t?.close();
  await lemlist?.close();
  t = lemlist = undefined;
});

describe('a push of a two-step sequence', () => {
  it('skips a lead with only its first step approved, and pushes the complete ones', async () => {
    lemlist = await startFakeLemlist({ apiKey: KEY, campaigns: [{ id: TARGET, name: 'Partial' }] });
    t = await createTestApp({ workers: false, env: { LEMLIST_API_URL: lemlist.url } });
    const { user, client } = await createActiveUser(t);
    await connect(client, 'lemlist', { apiKey: KEY });
    const seeded = await seedApprovedCampaign(t, user.id, { prospects: 3, steps: 2 });
    const partial = seeded.prospects[1]!;
    await t.db
      .update(emails)
      .set({ status: 'ready' })
      .where(and(eq(emails.prospectId, partial.id), eq(emails.step, 2)));

    const ctx = { ...t.deps, jobs: undefined };
    const push = await startPush(ctx, user.id, 'lemlist', {
      campaignId: seeded.campaignId,
      targetCampaignId: TARGET,
      status: 'approved',
    });
    await runPush(ctx, push.id);
    expect(await waitForPush(client, push.id)).toMatchObject({
      state: 'completed',
      counts: { created: 2, skipped: 1 },
    });
    expect(lemlist.leads.get(TARGET)!.map((l) => l.email)).toEqual(['lead0@example.com', 'lead2@example.com']);
    expect((await allResults(client, push.id)).find((r) => r.email === partial.email)).toMatchObject({
      status: 'skipped',
      detail: expect.stringContaining('Only part of the sequence is approved'),
    });
  }, 60_000);
});
