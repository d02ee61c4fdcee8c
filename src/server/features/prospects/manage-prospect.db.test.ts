import { afterEach, describe, expect, it } from 'vitest';
import type { Prospect, ProspectListPage } from '#shared/prospects.ts';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

/** PATCH and DELETE /api/v1/prospects/:id: flags checked again, validation, e-mails deleted with their prospect, ownership. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function campaignOf(rows: number, workers = false) {
  t = await createTestApp({ workers });
  const owner = await createActiveUser(t);
  const stranger = await createActiveUser(t);
  const campaign = await createCampaignWithProspects(owner.client, { rows });
  const page = async (): Promise<ProspectListPage> =>
    (await (await owner.client.get(`/api/v1/campaigns/${campaign.id}/prospects?limit=500`)).json()) as ProspectListPage;
  return { client: owner.client, stranger: stranger.client, campaign, page };
}

const codes = (p: Prospect) => p.flags.map((f) => f.code);
const patch = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.patch(`/api/v1/prospects/${id}`, body);

describe('PATCH /api/v1/prospects/:id', () => {
  it('stores the edit tidied and flags the row as an import would', async () => {
    const { client, page } = await campaignOf(3);
    const [first, second] = (await page()).items;
    expect(codes(first!)).toEqual([]);

    const role = await patch(client, first!.id, { email: '  Info@Acme-Widgets.com ', title: 'Head of Ops' });
    expect(role.status).toBe(200);
    const edited = (await role.json()) as Prospect;
    expect(edited).toMatchObject({ id: first!.id, email: 'info@acme-widgets.com', title: 'Head of Ops' });
    expect(codes(edited)).toEqual(['role_address']);

    const fixed = (await (await patch(client, first!.id, { email: 'dana@acme-widgets.com' })).json()) as Prospect;
    expect(codes(fixed)).toEqual([]);
    const cleared = (await (
      await patch(client, first!.id, { email: '', fields: { hook: 'Hiring' } })
    ).json()) as Prospect;
    expect(cleared.email).toBeNull();
    expect(cleared.fields).toEqual({ hook: 'Hiring' });
    expect(codes(cleared)).toEqual(['missing_email']);
    expect((await page()).items.find((p) => p.id === first!.id)).toEqual(cleared);

    const taken = await patch(client, first!.id, { email: second!.email });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors).toEqual([{ path: 'email', message: expect.any(String) }]);
  });

  it('refuses bad input naming the field, and another user’s prospect with 404', async () => {
    const { client, stranger, page } = await campaignOf(1);
    const [prospect] = (await page()).items;
    const bad = await patch(client, prospect!.id, { company: 42 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([expect.objectContaining({ path: 'company' })]);
    expect((await patch(client, prospect!.id, { email: `${'a'.repeat(250)}@x.com` })).status).toBe(400);
    expect((await patch(client, prospect!.id, { seq: 1 })).status).toBe(400);
    expect((await patch(client, prospect!.id, {})).status).toBe(400);

    expect((await patch(stranger, prospect!.id, { company: 'Mine now' })).status).toBe(404);
    expect((await patch(client, '00000000-0000-4000-8000-000000000000', { company: 'X' })).status).toBe(404);
    expect((await page()).items[0]).toEqual(prospect);
  });
});

describe('DELETE /api/v1/prospects/:id', () => {
  it('deletes the prospect and its e-mails; another user’s is 404', async () => {
    const { client, stranger, campaign, page } = await campaignOf(3, true);
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    const [gone, kept] = (await page()).items;
    const emailsOf = async (id: string) =>
      (
        (await (await client.get(`/api/v1/campaigns/${campaign.id}/emails?prospectId=${id}`)).json()) as {
          items: Email[];
        }
      ).items;
    const [email] = await emailsOf(gone!.id);
    expect(email).toBeDefined();

    expect((await stranger.delete(`/api/v1/prospects/${gone!.id}`)).status).toBe(404);
    const res = await client.delete(`/api/v1/prospects/${gone!.id}`);
    expect(res.status).toBe(204);
    expect((await client.get(`/api/v1/emails/${email!.id}`)).status).toBe(404);
    expect(await emailsOf(gone!.id)).toEqual([]);
    expect((await emailsOf(kept!.id)).length).toBeGreaterThan(0);
    expect((await page()).total).toBe(2);
    expect((await client.delete(`/api/v1/prospects/${gone!.id}`)).status).toBe(404);
  });
});
