import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { mailOutbox, users, verifications } from '#server/db/schema/index.ts';
import { createActiveUser, createAdmin, createSuperadmin } from '#tests/factories/users.ts';
import { auditRows, insertUsers } from '#tests/support/admin.ts';
import { rowsMentioning } from '#tests/support/db-scan.ts';
import { createCampaignWithProspects } from '#tests/support/campaigns.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * `DELETE /api/admin/users/:id`: the user and every row they own go in one transaction — found by
 * reading every row of every table as text, so a table added later is covered — and the audit log keeps
 * the deletion, naming who was deleted and by whom.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const remove = (client: TestClient, id: string) => client.delete(`/api/admin/users/${encodeURIComponent(id)}`);

/** An active user with a campaign, prospects, queued e-mails, an AI key, a password reset and a mail. */
async function userWithData() {
  const { user, client } = await createActiveUser(t);
  const campaign = await createCampaignWithProspects(client, { rows: 4 });
  // No workers in this app: the e-mails are stored `queued` and stay so.
  expect((await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);
  expect(
    (
      await client.request('/api/v1/settings/ai', {
        method: 'PUT',
        json: { provider: 'openai', apiKey: 'sk-test-0123456789abcdef' },
      })
    ).status,
  ).toBe(200);
  await t.db.insert(verifications).values({
    id: `v-${user.id}`,
    identifier: 'reset-password:token',
    value: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(mailOutbox).values({
    kind: 'account_approved',
    to: user.email.toUpperCase(),
    subject: 'You are in',
    text: 'Welcome',
    transport: 'outbox',
  });
  return { user, client, campaignId: campaign.id };
}

const countOwned = async (userId: string) => {
  const [row] = rowsOf<{ campaigns: number; prospects: number; emails: number }>(
    await t.db.execute(sql`
      select (select count(*)::int from campaigns where user_id = ${userId}) as campaigns,
        (select count(*)::int from prospects p join campaigns c on c.id = p.campaign_id where c.user_id = ${userId}) as prospects,
        (select count(*)::int from emails e join campaigns c on c.id = e.campaign_id where c.user_id = ${userId}) as emails`),
  );
  return row!;
};

describe('DELETE /api/admin/users/:id', () => {
  it("deletes the user and every row they own — campaigns, prospects, e-mails, sessions — and nobody else's", async () => {
    const { user: admin, client: adminClient } = await createAdmin(t);
    const victim = await userWithData();
    const bystander = await userWithData();
    expect(await countOwned(victim.user.id)).toEqual({ campaigns: 1, prospects: 4, emails: 4 });
    const before = await rowsMentioning(t, victim.user.id);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.sessions',
        'public.accounts',
        'public.campaigns',
        'public.ai_settings',
        'public.verifications',
      ]),
    );
    const prospectIds = rowsOf<{ id: string }>(
      await t.db.execute(sql`select p.id from prospects p where p.campaign_id = ${victim.campaignId}::uuid`),
    );
    expect(prospectIds).toHaveLength(4);

    const res = await remove(adminClient, victim.user.id);
    expect(res.status).toBe(204);

    expect(await countOwned(victim.user.id)).toEqual({ campaigns: 0, prospects: 0, emails: 0 });
    expect(
      rowsOf(await t.db.execute(sql`select 1 from prospects where campaign_id = ${victim.campaignId}::uuid`)),
    ).toEqual([]);
    expect(
      rowsOf(await t.db.execute(sql`select 1 from emails where campaign_id = ${victim.campaignId}::uuid`)),
    ).toEqual([]);
    // Nothing anywhere holds the id; the e-mail address survives only in the audit log's record.
    expect(await rowsMentioning(t, victim.user.id)).toEqual({});
    expect(await rowsMentioning(t, victim.user.email)).toEqual({ 'public.audit_logs': 1 });
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      action: 'user.deleted',
      actorId: admin.id,
      actorEmail: admin.email,
      targetId: null,
      targetEmail: victim.user.email,
      details: { name: victim.user.name, role: 'user', status: 'active' },
    });

    expect((await victim.client.get('/api/v1/me')).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: victim.user.email, password: victim.user.password }))
        .status,
    ).toBe(401);
    expect(await countOwned(bystander.user.id)).toEqual({ campaigns: 1, prospects: 4, emails: 4 });
    expect((await bystander.client.get(`/api/v1/campaigns/${bystander.campaignId}/emails`)).status).toBe(200);
    expect(await rowsMentioning(t, bystander.user.email)).toMatchObject({ 'public.users': 1, 'public.mail_outbox': 1 });
  });

  it('lets an admin delete regular users only; a superadmin deletes admins and superadmins', async () => {
    const { client: adminClient } = await createAdmin(t);
    const { client: superClient } = await createSuperadmin(t);
    const [otherAdmin, otherSuper] = await insertUsers(t, [
      { role: 'admin', status: 'active' },
      { role: 'superadmin', status: 'active' },
    ]);
    for (const target of [otherAdmin!, otherSuper!]) {
      const res = await remove(adminClient, target.id);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await t.db.$count(users)).toBe(4);
    expect(await auditRows(t)).toEqual([]);
    expect((await remove(superClient, otherAdmin!.id)).status).toBe(204);
    expect((await remove(superClient, otherSuper!.id)).status).toBe(204);
    expect((await auditRows(t)).map((r) => [r.action, r.targetEmail])).toEqual([
      ['user.deleted', otherAdmin!.email],
      ['user.deleted', otherSuper!.email],
    ]);
  });

  it('never deletes the last active superadmin (409); nobody deletes themselves here (403)', async () => {
    const { user: me, client } = await createSuperadmin(t);
    // A suspended superadmin is not one who could take over.
    await insertUsers(t, [{ role: 'superadmin', status: 'suspended' }]);
    const last = await remove(client, me.id);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ code: 'last_superadmin' });

    await insertUsers(t, [{ role: 'superadmin', status: 'active' }]);
    const self = await remove(client, me.id);
    expect(self.status).toBe(403);
    expect(await self.json()).toMatchObject({ code: 'forbidden', detail: expect.stringContaining('account deletion') });
    expect(await t.db.$count(users, eq(users.id, me.id))).toBe(1);
    expect(await auditRows(t)).toEqual([]);
  });

  it('answers 404 for an unknown id and refuses non-admins', async () => {
    const { client } = await createAdmin(t);
    expect((await remove(client, 'no-such-user')).status).toBe(404);
    const [target] = await insertUsers(t, [{ status: 'active' }]);
    expect((await remove(t.client(), target!.id)).status).toBe(401);
    const { client: regular } = await createActiveUser(t);
    expect((await remove(regular, target!.id)).status).toBe(403);
    expect(await t.db.$count(users, eq(users.id, target!.id))).toBe(1);
  });
});
