import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { exportJsonSchema } from '#shared/export.ts';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { settled, testBrief, waitForProgress } from '#tests/support/campaigns.ts';

/** GET /api/v1/campaigns/:id/export through the API: formats, statuses, safety, ownership. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const CSV = [
  'Email,First Name,Last Name,Job Title,Company Name,Website URL,Company Description,Funding Stage',
  'zoe@zeta.io,Zoë,Ångström,CTO,Zeta,https://www.zeta.io,"Zeta is a payroll platform for remote teams in 40 countries.",Seed',
  'ana@acme.dev,Ana,Lopez,Founder,"=HYPERLINK(""http://evil.example"",""x"")",acme.dev,"Acme builds robots that sort parcels, boxes and 📦 crates.",Series A',
  ',Cara,Diaz,Founder,Initech,initech.com,"Initech makes TPS report software for banks.",Series B',
].join('\n');

async function generatedCampaign() {
  t = await createTestApp({ workers: true });
  const { client } = await createActiveUser(t);
  const campaign = (await (
    await client.post('/api/v1/campaigns', { name: 'Fintech Q3', brief: { ...testBrief, steps: 2, followUpDays: [3] } })
  ).json()) as { id: string };
  await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, {
    method: 'POST',
    body: CSV,
    headers: { 'content-type': 'text/csv' },
  });
  // Initech has no address: written anyway, so the presets' leaving it out is what is tested.
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, { skipUnreachable: false });
  await waitForProgress(client, campaign.id, settled);
  const items = (
    (await (await client.get(`/api/v1/campaigns/${campaign.id}/emails?limit=500`)).json()) as { items: Email[] }
  ).items;
  return { client, campaign, items };
}

const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

describe('export', () => {
  it('exports approved e-mails by default, every written one with status=all, one prospect per row', async () => {
    const { client, campaign, items } = await generatedCampaign();
    const zeta = items.filter((e) => e.prospect.company === 'Zeta');
    await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'approve',
      ids: zeta.map((e) => e.id),
    });

    const res = await client.get(`/api/v1/campaigns/${campaign.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fintech-q3-csv.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    // Response.text() drops a BOM (WHATWG decode), so read the bytes: EF BB BF, then the header.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFemail,firstName,lastName,title,company')).toBe(true);
    expect(text).toContain('\r\n');
    const approved = parse(text);
    expect(approved.data).toHaveLength(1);
    expect(approved.data[0]).toMatchObject({
      email: 'zoe@zeta.io',
      firstName: 'Zoë',
      lastName: 'Ångström',
      'Funding Stage': 'Seed',
      subject_1: zeta[0]!.subject,
      body_2: zeta[1]!.body,
    });
    expect(approved.data[0]!.grade_1).toMatch(/^[A-F]$/);
    expect(approved.data[0]).toMatchObject({
      grade_1: zeta[0]!.grade,
      verdict_1: zeta[0]!.verdict,
      verdict_2: zeta[1]!.verdict,
    });
    expect(approved.data[0]!.verdict_1).toMatch(/^(send|edit|dont_send)$/);

    const all = parse(await (await client.get(`/api/v1/campaigns/${campaign.id}/export?status=all`)).text());
    expect(all.data.map((r) => r.company)).toEqual(['Zeta', `'=HYPERLINK("http://evil.example","x")`, 'Initech']);
    expect(all.data[1]!.notes).toContain('📦');
  });

  it('leaves out a lead whose sequence is only partly approved, counted in X-Skipped-Partial (HEAD too)', async () => {
    const { client, campaign, items } = await generatedCampaign();
    // Zeta: both steps approved. Acme: step 1 only, so it would go out with empty follow-up columns.
    const zeta = items.filter((e) => e.prospect.email === 'zoe@zeta.io');
    const acme = items.find((e) => e.prospect.email === 'ana@acme.dev' && e.step === 1)!;
    await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, {
      action: 'approve',
      ids: [...zeta.map((e) => e.id), acme.id],
    });

    for (const format of ['csv', 'instantly', 'json']) {
      const res = await client.get(`/api/v1/campaigns/${campaign.id}/export?format=${format}`);
      expect(res.headers.get('x-skipped-partial'), format).toBe('1');
      const text = await res.text();
      expect(text, format).toContain('zoe@zeta.io');
      expect(text, format).not.toContain('ana@acme.dev');
    }
    const all = await client.get(`/api/v1/campaigns/${campaign.id}/export?status=all`);
    expect(all.headers.get('x-skipped-partial')).toBe('0');
    expect(parse(await all.text()).data).toHaveLength(3);

    const head = await client.request(`/api/v1/campaigns/${campaign.id}/export?format=instantly`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-skipped-partial')).toBe('1');
    expect(head.headers.get('x-skipped-without-email')).toBe('0');
    expect(await head.text()).toBe('');
  });

  it('writes each sending tool its own columns and leaves out prospects without an e-mail', async () => {
    const { client, campaign, items } = await generatedCampaign();
    const firstStep = new Map(items.filter((e) => e.step === 1).map((e) => [e.prospect.company, e]));
    const get = async (format: string) => {
      const res = await client.get(`/api/v1/campaigns/${campaign.id}/export?format=${format}&status=all`);
      expect(res.status).toBe(200);
      return { skipped: res.headers.get('x-skipped-without-email'), rows: parse(await res.text()) };
    };
    const instantly = await get('instantly');
    expect(instantly.skipped).toBe('1');
    expect(instantly.rows.meta.fields?.slice(0, 8)).toEqual([
      'email',
      'first_name',
      'last_name',
      'company_name',
      'website',
      'phone',
      'personalization',
      'job_title',
    ]);
    expect(instantly.rows.data).toHaveLength(2);
    expect(instantly.rows.data[0]).toMatchObject({
      email: 'zoe@zeta.io',
      personalization: firstStep.get('Zeta')!.opener,
      subject_1: firstStep.get('Zeta')!.subject,
    });

    const smartlead = await get('smartlead');
    expect(smartlead.rows.meta.fields).toEqual(
      expect.arrayContaining([
        'first_name',
        'company_name',
        'linkedin_profile',
        'phone_number',
        'subject_2',
        'body_2',
        'Funding Stage',
      ]),
    );
    const lemlist = await get('lemlist');
    expect(lemlist.rows.data[0]).toMatchObject({
      firstName: 'Zoë',
      companyName: 'Zeta',
      companyDomain: 'zeta.io',
      icebreaker: firstStep.get('Zeta')!.opener,
    });
    const hubspot = await get('hubspot');
    expect(hubspot.skipped).toBe('1');
    expect(hubspot.rows.data[0]).toMatchObject({
      Email: 'zoe@zeta.io',
      'First Name': 'Zoë',
      'Company Name': 'Zeta',
      coldsmith_subject_1: firstStep.get('Zeta')!.subject,
    });
  });

  it('names the file in ASCII whatever the campaign is called (a header cannot carry other scripts)', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const campaign = (await (
      await client.post('/api/v1/campaigns', { name: 'Été 東京 🚀', brief: testBrief })
    ).json()) as { id: string };
    const res = await client.get(`/api/v1/campaigns/${campaign.id}/export?format=lemlist`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ete-lemlist.csv"');
    expect(res.headers.get('x-skipped-without-email')).toBe('0');
    expect(parse(await res.text()).meta.fields?.slice(0, 4)).toEqual(['email', 'firstName', 'lastName', 'companyName']);
  });

  it('exports JSON as {prospect, emails} objects with verdict and claims, and refuses unknown formats and strangers', async () => {
    const { client, campaign, items } = await generatedCampaign();
    // A score with claims, as the whole-text grounding check stores them.
    const claim = {
      text: 'raised a Series B',
      in: 'body',
      supported: false,
      field: null,
      reason: 'no funding in the row',
    };
    await t!.db.execute(
      sql`update emails set score = score || ${JSON.stringify({ claims: [claim] })}::jsonb where id = ${items[0]!.id}::uuid`,
    );
    const res = await client.get(`/api/v1/campaigns/${campaign.id}/export?format=json&status=all`);
    const json = exportJsonSchema.parse(await res.json());
    expect(json).toHaveLength(3);
    expect(json[0]!.emails.map((e) => e.step)).toEqual([1, 2]);
    const exported = json.flatMap((g) => g.emails);
    expect(exported.map((e) => e.verdict)).toEqual(items.map((e) => e.verdict));
    expect(exported[0]!.claims).toEqual([claim]);
    // The others carry what the whole-text check found when they were written.
    expect(exported.slice(1).every((e) => Array.isArray(e.claims))).toBe(true);
    expect((await client.get(`/api/v1/campaigns/${campaign.id}/export?format=xlsx`)).status).toBe(400);
    const other = await createActiveUser(t!);
    expect((await other.client.get(`/api/v1/campaigns/${campaign.id}/export`)).status).toBe(404);
  });
});
