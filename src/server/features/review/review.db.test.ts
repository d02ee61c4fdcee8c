import { afterEach, describe, expect, it } from 'vitest';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, testBrief, waitForProgress } from '#tests/support/campaigns.ts';

/** Review through /api/v1: list filters and search, edit (rescored), approve/reject, bulk, regenerate, ownership. */
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
  const list = async (query = '') =>
    (await (await user.client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=500${query}`)).json()) as {
      items: Email[];
      nextCursor: string | null;
    };
  return { ...user, campaign, list };
}

describe('reviewing e-mails', () => {
  it('pages in queue order and filters by status, grade, flag and search', async () => {
    const { client, campaign, list } = await generated(8);
    const all = (await list()).items;
    expect(all).toHaveLength(8);
    expect(all[0]?.prospect.row).toBe(2);

    const first = await (await client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=3`)).json();
    expect(first.items).toHaveLength(3);
    const second = await (
      await client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=3&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items[0].id).toBe(all[3]?.id);

    const company = all[5]!.prospect.company!;
    const found = (await list(`&q=${encodeURIComponent(company.toUpperCase())}`)).items;
    expect(found.map((e) => e.id)).toContain(all[5]!.id);
    expect((await list('&status=approved')).items).toHaveLength(0);
    const grade = all[0]!.score!.grade;
    expect((await list(`&grade=${grade}`)).items.every((e) => e.score?.grade === grade)).toBe(true);
    expect((await list('&flag=no_such_flag')).items).toHaveLength(0);
    expect((await client.get(`/api/v1/campaigns/${campaign.id}/emails?status=sent`)).status).toBe(400);
  });

  it('edits an e-mail and rescores it; approves and rejects', async () => {
    const { client, list } = await generated(2);
    const [email] = (await list()).items;
    const long = `${email!.body}\n\n${'We also do a great many other things for companies like yours. '.repeat(12)}`;
    const res = await client.patch(`/api/v1/emails/${email!.id}`, { body: long });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Email;
    expect(edited.body).toBe(long.trim());
    expect(edited.flags).toContain('too_long');
    expect(edited.score).not.toBeNull();

    expect(await (await client.patch(`/api/v1/emails/${email!.id}`, { status: 'approved' })).json()).toMatchObject({
      status: 'approved',
    });
    expect((await client.patch(`/api/v1/emails/${email!.id}`, { status: 'queued' })).status).toBe(400);
    expect((await client.patch(`/api/v1/emails/${email!.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/v1/emails/${email!.id}`, { body: '   ' })).status).toBe(400);
  });

  it('bulk-approves the filtered set and rejects by ids', async () => {
    const { client, campaign, list } = await generated(6);
    const all = (await list()).items;
    const rejected = await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'reject',
      ids: [all[0]!.id, all[1]!.id],
    });
    expect(await rejected.json()).toEqual({ updated: 2 });
    const approved = await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'approve',
      filter: { status: 'ready' },
    });
    expect(await approved.json()).toEqual({ updated: 4 });
    expect(await waitForProgress(client, campaign.id, settled)).toMatchObject({ approved: 4, rejected: 2, ready: 0 });
    expect(
      (
        await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
          action: 'approve',
          ids: [all[0]!.id],
          filter: {},
        })
      ).status,
    ).toBe(400);
  });

  it('counts a bulk action before it runs, and changes only what the count said', async () => {
    const { client, campaign, list } = await generated(5);
    const all = (await list()).items;
    const bulk = (body: Record<string, unknown>) => client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, body);
    await bulk({ action: 'approve', ids: [all[0]!.id, all[1]!.id] });

    // Three ready e-mails are left to approve; the two approved ones are not counted again.
    expect(await (await bulk({ action: 'approve', filter: {}, dryRun: true })).json()).toEqual({
      updated: 3,
      dryRun: true,
    });
    expect((await list('&status=approved')).items).toHaveLength(2);
    expect(await (await bulk({ action: 'approve', filter: {} })).json()).toEqual({ updated: 3 });
    expect(await (await bulk({ action: 'approve', filter: {} })).json()).toEqual({ updated: 0 });
    expect(await (await bulk({ action: 'reject', ids: [all[4]!.id], dryRun: true })).json()).toEqual({
      updated: 1,
      dryRun: true,
    });
  });

  it('regenerates in bulk every e-mail not yet approved, and lists one prospect’s e-mails', async () => {
    const { client, campaign, list } = await generated(4);
    const all = (await list()).items;
    const bulk = (body: Record<string, unknown>) => client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, body);
    await bulk({ action: 'approve', ids: [all[0]!.id] });
    await bulk({ action: 'reject', ids: [all[1]!.id] });

    expect(await (await bulk({ action: 'regenerate', filter: {}, dryRun: true })).json()).toEqual({
      updated: 3,
      dryRun: true,
    });
    const res = await bulk({ action: 'regenerate', filter: {} });
    expect(await res.json()).toEqual({ updated: 3 });
    // The approved e-mail is the reviewer's and stays; the rejected and ready ones are written again.
    expect((await list('&status=approved')).items.map((e) => e.id)).toEqual([all[0]!.id]);
    expect(await waitForProgress(client, campaign.id, settled)).toMatchObject({ ready: 3, approved: 1, rejected: 0 });

    const own = (await list(`&prospectId=${all[2]!.prospectId}`)).items;
    expect(own.map((e) => e.id)).toEqual([all[2]!.id]);
    expect((await client.get(`/api/v1/campaigns/${campaign.id}/emails?prospectId=nope`)).status).toBe(400);
  });

  it('regenerates an e-mail in place, with the same id', async () => {
    const { client, campaign, list } = await generated(1);
    const [email] = (await list()).items;
    const res = await client.post(`/api/v1/emails/${email!.id}/regenerate`, { instruction: 'shorter' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ id: email!.id, status: 'queued' });
    const progress = await waitForProgress(client, campaign.id, (p) => p.ready === 1);
    expect(progress.total).toBe(1);
  });

  it("hides another user's e-mails and campaign behind 404", async () => {
    const { campaign, list } = await generated(1);
    const [email] = (await list()).items;
    const other = await createActiveUser(t!);
    expect((await other.client.get(`/api/v1/emails/${email!.id}`)).status).toBe(404);
    expect((await other.client.patch(`/api/v1/emails/${email!.id}`, { status: 'approved' })).status).toBe(404);
    expect((await other.client.post(`/api/v1/emails/${email!.id}/regenerate`, {})).status).toBe(404);
    expect((await other.client.get(`/api/v1/campaigns/${campaign.id}/emails`)).status).toBe(404);
    expect((await other.client.get(`/api/v1/campaigns/${campaign.id}/progress`)).status).toBe(404);
    expect((await other.client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(404);
    expect(
      (await other.client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, { action: 'approve' })).status,
    ).toBe(404);
    expect((await other.client.get('/api/v1/emails/not-a-uuid')).status).toBe(404);
    expect((await t!.client().get(`/api/v1/campaigns/${campaign.id}/progress`)).status).toBe(401);
  });
});

describe("a row's own flags in review", () => {
  it('carries the import flags and a suspicious value onto every draft of the row, filterable, kept on edit', async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = (await (
      await client.post('/api/v1/campaigns', { name: 'Bad rows', brief: testBrief })
    ).json()) as {
      id: string;
    };
    const description = 'Zeta is a payroll platform for remote teams in 40 countries.';
    const csv = [
      'Email,First Name,Company Name,City,Company Description',
      `bo@zeta.io,Bo,Zeta,"Berlin, Germany",${description}`,
      `info@zeta.io,Ed,Zeta,Berlin,${description}`,
      `gus@zeta.io,None,Zeta,Worldwide,${description}`,
    ].join('\n');
    const imported = await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect((await imported.json()).invalid.map((i: { row: number }) => i.row)).toEqual([3, 4]);
    // Ed's role address would be skipped by default; this test is about the drafts such a row gets.
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, { skipUnreachable: false });
    await waitForProgress(client, campaign.id, settled);
    const list = async (query = '') =>
      (
        (await (await client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=50${query}`)).json()) as {
          items: Email[];
        }
      ).items;
    const all = await list();
    const byName = (name: string) => all.filter((e) => e.prospect.firstName === name);
    expect(byName('Bo').every((e) => !e.flags.some((f) => ['role_address', 'suspicious_value'].includes(f)))).toBe(
      true,
    );
    expect(byName('Ed').every((e) => e.flags.includes('role_address'))).toBe(true);
    const gus = byName('None');
    expect(gus.length).toBeGreaterThan(0);
    expect(gus.every((e) => e.flags.includes('suspicious_value') && !/\bNone\b|Worldwide/.test(e.body))).toBe(true);
    expect((await list('&flag=suspicious_value')).map((e) => e.id).sort()).toEqual(gus.map((e) => e.id).sort());

    const edited = (await (
      await client.patch(`/api/v1/emails/${gus[0]!.id}`, { body: 'Hi there, a short note.' })
    ).json()) as Email;
    expect(edited.flags).toContain('suspicious_value');
    const ed = await client.patch(`/api/v1/emails/${byName('Ed')[0]!.id}`, { subject: 'Payroll for remote teams' });
    expect(((await ed.json()) as Email).flags).toContain('role_address');
  });
});
