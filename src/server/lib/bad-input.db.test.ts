import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * Bad JSON text (issue 14, item 19): PostgreSQL cannot store U+0000 in text, so such a value must be
 * refused as the client's mistake — 400 `validation_failed` naming the field — never reach the database
 * and come back as a 500; and JSON nested deeper than any prospect list is refused before anything
 * recurses over it.
 */
let t: TestApp;
let client: TestClient;
beforeEach(async () => {
  t = await createTestApp();
  ({ client } = await createActiveUser(t));
});
afterEach(() => t.close());

describe('a NUL character in JSON text', () => {
  it('is a 400 naming the field, in a campaign name and deep in a brief', async () => {
    const named = await client.post('/api/v1/campaigns', {
      name: 'Q4\u0000',
      brief: { senderName: 'Sam', offer: 'Books' },
    });
    expect(named.status).toBe(400);
    expect((await named.json()).errors).toContainEqual(expect.objectContaining({ path: 'name' }));
    const deep = await client.post('/api/v1/campaigns', {
      name: 'Q4',
      brief: { senderName: 'Sam', offer: 'Books', valueProps: ['fast', 'cheap\u0000'] },
    });
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors).toContainEqual(expect.objectContaining({ path: 'brief.valueProps.1' }));
  });

  it('is a 400 naming the item and key in a JSON import, and nothing is stored', async () => {
    const { id } = await (
      await client.post('/api/v1/campaigns', { name: 'Q4', brief: { senderName: 'Sam', offer: 'Books' } })
    ).json();
    const rows = [
      { Email: 'ada@lovelace.dev', Company: 'Analytical' },
      { Email: 'bob@b.dev', Company: 'B\u0000b' },
    ];
    const res = await client.request(`/api/v1/campaigns/${id}/prospects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ path: 'body.1.Company' })]);
    expect((await (await client.get(`/api/v1/campaigns/${id}/prospects`)).json()).items).toEqual([]);
  });

  it('a JSON import nested 100,000 levels deep is a 400, and so is a deeply nested campaign body', async () => {
    const { id } = await (
      await client.post('/api/v1/campaigns', { name: 'Q4', brief: { senderName: 'Sam', offer: 'Books' } })
    ).json();
    const deep = `[{"Email":"ada@lovelace.dev","Notes":${'['.repeat(100_000)}${']'.repeat(100_000)}}]`;
    const res = await client.request(`/api/v1/campaigns/${id}/prospects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ path: 'body' })]);
    const body = `{"name":"Q4","brief":{"senderName":"Sam","offer":"Books"},"extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const campaign = await client.request('/api/v1/campaigns', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(campaign.status).toBeLessThan(500);
  });
});

describe('a multipart import cut short', () => {
  it('is a 400 when the closing boundary never comes, and nothing is stored', async () => {
    const { id } = await (
      await client.post('/api/v1/campaigns', { name: 'Q4', brief: { senderName: 'Sam', offer: 'Books' } })
    ).json();
    const body = [
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="p.csv"',
      'Content-Type: text/csv',
      '',
      'Email,Company',
      'ada@lovelace.dev,Analytical',
      'bob@b.dev,B',
    ].join('\r\n');
    const res = await client.request(`/api/v1/campaigns/${id}/prospects`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ path: 'body' })]);
    expect((await (await client.get(`/api/v1/campaigns/${id}/prospects`)).json()).items).toEqual([]);
  });
});
