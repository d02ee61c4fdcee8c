import { afterEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { startFakeLemlist, type FakeLemlist } from '#tests/fakes/vendors/lemlist-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seedApprovedCampaign } from '#tests/support/approved-campaign.ts';
import { allResults, connect, waitForPush } from '#tests/support/integrations.ts';
import { runPush } from './run-push.ts';
import { startPush } from './start-push.ts';
import { wakePushes } from './wake.ts';

/**
 * A push cut off mid-way (a killed worker, simulated by aborting its run at a known request) resumes
 * from its rows: no recorded lead is sent again. lemlist sends one lead per request, so the cut can
 * fall between any two leads.
 */
const KEY = 'lem-0123456789abcdef-LMNO';
const TARGET = 'cam_resume';

let t: TestApp | undefined;
let lemlist: FakeLemlist | undefined;
afterEach(async () => {
  await t?.close();
  await lemlist?.close();
  t = lemlist = undefined;
});

async function setup(workers: boolean) {
  lemlist = await startFakeLemlist({ apiKey: KEY, campaigns: [{ id: TARGET, name: 'Resume' }] });
  t = await createTestApp({ workers, env: { LEMLIST_API_URL: lemlist.url } });
  const { user, client } = await createActiveUser(t);
  await connect(client, 'lemlist', { apiKey: KEY });
  const seeded = await seedApprovedCampaign(t, user.id, { prospects: 6 });
  // Stored without waking a job: this test runs the push by hand first.
  const push = await startPush({ ...t.deps, jobs: undefined }, user.id, 'lemlist', {
    campaignId: seeded.campaignId,
    targetCampaignId: TARGET,
    status: 'approved',
  });
  return { t, lemlist, client, push, ctx: { ...t.deps, jobs: undefined } };
}

/** Aborts the run when the `n`th lead request arrives; `drop` also keeps that request from lemlist. */
function cutAt(fake: FakeLemlist, n: number, mode: 'drop' | 'deliver') {
  const controller = new AbortController();
  let seen = 0;
  fake.onRequest = (request) => {
    if (request.method !== 'POST' || ++seen !== n) return;
    controller.abort(new Error('worker killed'));
    return mode === 'drop' ? 'drop' : undefined;
  };
  return controller.signal;
}

const leadPaths = (fake: FakeLemlist) =>
  fake.requests.filter((r) => r.method === 'POST').map((r) => decodeURIComponent(r.path.split('/').at(-1)!));

describe('a resumed push', () => {
  it('sends only the leads it has no result for: each lead reaches lemlist exactly once', async () => {
    const { t, lemlist, client, push, ctx } = await setup(false);
    await expect(runPush(ctx, push.id, cutAt(lemlist, 4, 'drop'))).rejects.toThrow();
    const cut = await allResults(client, push.id);
    expect(cut.map((r) => r.email)).toEqual(['lead0@example.com', 'lead1@example.com', 'lead2@example.com']);
    expect(
      ((await (await client.get(`/api/v1/integrations/pushes/${push.id}`)).json()) as { state: string }).state,
    ).toBe('running');

    lemlist.onRequest = undefined;
    await runPush(ctx, push.id);
    const sent = leadPaths(lemlist);
    expect(sent).toEqual([
      'lead0@example.com',
      'lead1@example.com',
      'lead2@example.com',
      'lead3@example.com',
      'lead4@example.com',
      'lead5@example.com',
    ]);
    const done = await waitForPush(client, push.id);
    expect(done).toMatchObject({ state: 'completed', counts: { created: 6, skipped: 0, failed: 0 } });
    // A finished push is left alone by a late duplicate job.
    await runPush(ctx, push.id);
    expect(leadPaths(lemlist)).toHaveLength(6);
    expect(t).toBeDefined();
  }, 60_000);

  it('is woken by the worker after a crash; a lead lemlist took but we never recorded is not added twice', async () => {
    const { t, lemlist, client, push, ctx } = await setup(true);
    // lemlist receives and adds lead #4, but the run dies before it reads the answer.
    await expect(runPush(ctx, push.id, cutAt(lemlist, 4, 'deliver'))).rejects.toThrow();
    lemlist.onRequest = undefined;
    await wakePushes(t.db, t.deps.jobs);
    const done = await waitForPush(client, push.id);
    expect(done).toMatchObject({ state: 'completed', counts: { created: 5, skipped: 1, failed: 0 } });
    expect(leadPaths(lemlist).filter((e) => e === 'lead3@example.com')).toHaveLength(2);
    expect(leadPaths(lemlist).filter((e) => e !== 'lead3@example.com')).toHaveLength(5);
    expect(lemlist.leads.get(TARGET)!.map((l) => l.email)).toEqual([
      'lead0@example.com',
      'lead1@example.com',
      'lead2@example.com',
      'lead3@example.com',
      'lead4@example.com',
      'lead5@example.com',
    ]);
    expect((await allResults(client, push.id)).find((r) => r.email === 'lead3@example.com')).toMatchObject({
      status: 'skipped',
      detail: expect.stringContaining('Already in this lemlist campaign'),
    });
  }, 60_000);
});
