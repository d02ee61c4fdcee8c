import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { fixture } from '#tests/support/test-data.ts';

let t: TestApp;
let client: TestClient;
let campaignId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ client } = await createActiveUser(t));
  campaignId = (
    await (
      await client.post('/api/v1/campaigns', { name: 'Import', brief: { senderName: 'Sam', offer: 'Books' } })
    ).json()
  ).id;
});
afterEach(() => t.close());

const postCsv = (c: TestClient, id: string, csv: string | Uint8Array, path = '') =>
  c.request(`/api/v1/campaigns/${id}/prospects${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: typeof csv === 'string' ? csv : new Blob([new Uint8Array(csv)]),
  });

describe('POST /api/v1/campaigns/:id/prospects', () => {
  it('imports 300 HubSpot-style rows, every one accounted for, and refuses them all again as duplicates', async () => {
    const file = fixture('prospects/remoteintech-prospects.csv');
    const res = await postCsv(client, campaignId, file);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first.imported + first.duplicates.length).toBe(300);
    const page = await (await client.get(`/api/v1/campaigns/${campaignId}/prospects?limit=2`)).json();
    expect(page.items[0]).toMatchObject({
      row: 2,
      firstName: expect.any(String),
      company: expect.any(String),
      email: expect.stringContaining('@'),
    });
    expect(page.nextCursor).toEqual(expect.any(String));

    const again = await (await postCsv(client, campaignId, file)).json();
    expect(again.imported).toBe(0);
    expect(again.duplicates).toHaveLength(first.imported);
    expect(again.duplicates[0]).toEqual({ row: 2, email: page.items[0].email });
  });

  it('keeps flagged rows with their reasons and reports in-file duplicates by row', async () => {
    const csv = [
      'Email,First Name,Company Name',
      'ada@lovelace.dev,Ada,Analytical',
      'not-an-email,Bob,Broken',
      ',Carol,Account Based Inc',
      'info@acme.com,Info,Acme',
      'ADA@lovelace.dev,Ada again,Analytical',
    ].join('\n');
    const result = await (await postCsv(client, campaignId, csv)).json();
    expect(result.imported).toBe(4);
    expect(result.duplicates).toEqual([{ row: 6, email: 'ada@lovelace.dev' }]);
    expect(result.invalid.map((i: { row: number }) => i.row)).toEqual([3, 4, 5]);
    const { items } = await (await client.get(`/api/v1/campaigns/${campaignId}/prospects`)).json();
    const carol = items.find((p: { firstName: string }) => p.firstName === 'Carol');
    expect(carol).toMatchObject({ email: null, flags: [{ code: 'missing_email' }] });
    expect(items.find((p: { firstName: string }) => p.firstName === 'Info').flags[0].code).toBe('role_address');
  });

  it('stores a row with a suspicious value, flagged with the field and value named', async () => {
    const csv = 'Email,First Name,Company Name,City\nomar@medplum.com,{{first_name}},Medplum,No physical office\n';
    const result = await (await postCsv(client, campaignId, csv)).json();
    expect(result).toEqual({
      imported: 1,
      duplicates: [],
      invalid: [
        {
          row: 2,
          reason:
            'First name "{{first_name}}" is a placeholder, not a name; location "No physical office" is a note, not a place.',
        },
      ],
    });
    const { items } = await (await client.get(`/api/v1/campaigns/${campaignId}/prospects`)).json();
    expect(items[0]).toMatchObject({
      firstName: '{{first_name}}',
      flags: [{ code: 'suspicious_value', reason: result.invalid[0].reason }],
    });
  });

  it('takes a multipart file with a mapping, and a JSON array', async () => {
    const form = new FormData();
    form.append('mapping', JSON.stringify({ Organisation: 'company' }));
    form.append('file', new Blob(['Work Email;Organisation;Favourite Colour\nzoe@zeta.io;Zeta;teal\n']), 'list.csv');
    const multipart = await (
      await client.request(`/api/v1/campaigns/${campaignId}/prospects`, { method: 'POST', body: form })
    ).json();
    expect(multipart).toEqual({ imported: 1, duplicates: [], invalid: [] });

    const json = await (
      await client.post(`/api/v1/campaigns/${campaignId}/prospects`, [{ email: 'yan@yotta.io', company: 'Yotta' }])
    ).json();
    expect(json.imported).toBe(1);
    const { items } = await (await client.get(`/api/v1/campaigns/${campaignId}/prospects`)).json();
    expect(items[0]).toMatchObject({ email: 'zoe@zeta.io', company: 'Zeta', fields: { 'Favourite Colour': 'teal' } });
    expect(items[1]).toMatchObject({ email: 'yan@yotta.io', company: 'Yotta', row: 1 });
  });

  it('previews the auto-mapping and the first rows without storing anything', async () => {
    const file = fixture('prospects/remoteintech-prospects.csv');
    const preview = await (await postCsv(client, campaignId, file, '/preview')).json();
    expect(preview.mapping).toMatchObject({
      Email: 'email',
      'First Name': 'firstName',
      'Company Name': 'company',
      'Website URL': 'website',
    });
    expect(preview.sample).toHaveLength(5);
    expect((await (await client.get(`/api/v1/campaigns/${campaignId}/prospects`)).json()).items).toEqual([]);
  });

  // A long run of capitals once made header mapping quadratic (a 1 MB header: minutes, every request
  // waiting); the test's own timeout is the guard.
  it('previews and imports a file whose header cell is 1 MB of capitals', { timeout: 30_000 }, async () => {
    const csv = `Email,${'A'.repeat(1_000_000)}\nada@lovelace.dev,x\n`;
    const preview = await (await postCsv(client, campaignId, csv, '/preview')).json();
    expect(preview.mapping).toMatchObject({ Email: 'email' });
    const result = await (await postCsv(client, campaignId, csv)).json();
    expect(result.imported).toBe(1);
  });

  it('refuses a file that is not CSV with 422 and one over 100,000 rows with 413, storing nothing', async () => {
    const xlsx = fixture('csv-edge-cases/csvkit-examples/dummy.xlsx');
    const notCsv = await postCsv(client, campaignId, xlsx);
    expect(notCsv.status).toBe(422);
    expect(await notCsv.json()).toMatchObject({ code: 'not_csv' });

    const rows = Array.from({ length: 100_001 }, (_, i) => `p${i}@example.com,Pat`);
    const tooMany = await postCsv(client, campaignId, ['Email,First Name', ...rows].join('\n'));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ code: 'too_large' });
    expect((await (await client.get(`/api/v1/campaigns/${campaignId}/prospects`)).json()).items).toEqual([]);
  });

  it('answers clear 400s for a bad mapping, bad JSON and a multipart body without a file', async () => {
    expect((await postCsv(client, campaignId, 'Email\na@b.co', '?mapping=%7Bnope')).status).toBe(400);
    const badField = await postCsv(
      client,
      campaignId,
      'Email\na@b.co',
      `?mapping=${encodeURIComponent('{"Email":"shoe_size"}')}`,
    );
    expect(badField.status).toBe(400);
    const badJson = await client.request(`/api/v1/campaigns/${campaignId}/prospects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"email":',
    });
    expect(badJson.status).toBe(400);
    const form = new FormData();
    form.append('other', 'x');
    const noFile = await client.request(`/api/v1/campaigns/${campaignId}/prospects`, { method: 'POST', body: form });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ errors: [{ path: 'file' }] });
  });

  it("will not import into, preview or list another user's campaign", async () => {
    const other = await createActiveUser(t);
    expect((await postCsv(other.client, campaignId, 'Email\na@b.co')).status).toBe(404);
    expect((await postCsv(other.client, campaignId, 'Email\na@b.co', '/preview')).status).toBe(404);
    expect((await other.client.get(`/api/v1/campaigns/${campaignId}/prospects`)).status).toBe(404);
  });
});
