import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '#server/db/schema/index.ts';
import { emailVerdicts, type EmailVerdict } from '#shared/emails.ts';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

/**
 * The verdict through /api/v1: stored on every written and every edited e-mail (the `verdict` column
 * beside `grade`, equal to the score's), shown on the e-mail resource, and the list's and bulk action's
 * `verdict` filter (one value, several, and a refused unknown one).
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function generated(rows: number) {
  t = await createTestApp({ workers: true });
  const user = await createActiveUser(t);
  const campaign = await createCampaignWithProspects(user.client, { rows });
  await user.client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  await waitForProgress(user.client, campaign.id, settled);
  const list = async (query = '') => {
    const res = await user.client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=500${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Email[] }).items;
  };
  const stored = async () =>
    new Map(
      (await t!.db.select({ id: emails.id, verdict: emails.verdict }).from(emails)).map((r) => [r.id, r.verdict]),
    );
  return { ...user, campaign, list, stored };
}

/** Gives an e-mail another verdict, in its column and its score alike (as a rescoring would). */
const setVerdict = (id: string, verdict: EmailVerdict) =>
  t!.db.execute(
    sql`update emails set verdict = ${verdict}, score = jsonb_set(score, '{verdict}', to_jsonb(${verdict}::text)) where id = ${id}::uuid`,
  );

describe('the verdict on e-mails', () => {
  it('is stored with every written e-mail and shown beside the grade', async () => {
    const { client, list, stored } = await generated(4);
    const items = await list();
    const columns = await stored();
    expect(items).toHaveLength(4);
    for (const email of items) {
      expect(emailVerdicts).toContain(email.verdict);
      expect(email.verdict).toBe(email.score?.verdict);
      expect(email.grade).toBe(email.score?.grade);
      expect(columns.get(email.id)).toBe(email.verdict);
    }
    const one = (await (await client.get(`/api/v1/emails/${items[0]!.id}`)).json()) as Email;
    expect(one).toMatchObject({ verdict: items[0]!.verdict, score: { verdict: items[0]!.verdict } });
  });

  it('is written again when an edit rescores the e-mail', async () => {
    const { client, list, stored } = await generated(1);
    const [email] = await list();
    await t!.db.update(emails).set({ verdict: null }).where(eq(emails.id, email!.id));
    const long = `${email!.body}\n\n${'We also do a great many other things for companies like yours. '.repeat(12)}`;
    const res = await client.patch(`/api/v1/emails/${email!.id}`, { body: long });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Email;
    expect(emailVerdicts).toContain(edited.verdict);
    expect(edited.verdict).toBe(edited.score?.verdict);
    expect((await stored()).get(email!.id)).toBe(edited.verdict);
  });

  it('filters the list and the bulk action by one verdict or several', async () => {
    const { client, campaign, list } = await generated(5);
    const all = await list();
    await Promise.all(all.map((e) => setVerdict(e.id, 'send')));
    await setVerdict(all[0]!.id, 'edit');
    await setVerdict(all[1]!.id, 'dont_send');
    const ids = (items: Email[]) => items.map((e) => e.id);

    expect(ids(await list('&verdict=edit'))).toEqual([all[0]!.id]);
    expect((await list('&verdict=edit'))[0]).toMatchObject({ verdict: 'edit', score: { verdict: 'edit' } });
    expect(ids(await list('&verdict=edit,dont_send'))).toEqual([all[0]!.id, all[1]!.id]);
    expect(ids(await list('&verdict=dont_send&verdict=edit'))).toEqual([all[0]!.id, all[1]!.id]);
    expect(ids(await list('&verdict=send'))).toEqual(ids(all.slice(2)));
    expect(await list('&verdict=send&step=2')).toEqual([]);

    const bulk = await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'reject',
      filter: { verdict: ['dont_send'] },
    });
    expect(await bulk.json()).toEqual({ updated: 1 });
    expect((await list('&status=rejected')).map((e) => e.id)).toEqual([all[1]!.id]);
  });

  it('refuses an unknown verdict with a 400 naming the field', async () => {
    const { client, campaign } = await generated(1);
    for (const query of ['verdict=maybe', 'verdict=send,maybe', 'verdict=', 'verdict=Send']) {
      const res = await client.get(`/api/v1/campaigns/${campaign.id}/emails?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const problem = (await res.json()) as { code: string; errors: { path: string }[] };
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors[0]!.path).toMatch(/^verdict/);
    }
    const bulk = await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'approve',
      filter: { verdict: ['ready'] },
    });
    expect(bulk.status).toBe(400);
  });
});
