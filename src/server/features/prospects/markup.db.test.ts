import { afterEach, describe, expect, it } from 'vitest';
import type { Email } from '#shared/review.ts';
import type { Prospect } from '#shared/prospects.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { testBrief, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * Prospect text is text (engine/rows/markup.ts): HTML in a cell is removed at import, its text kept, the
 * row flagged `suspicious_value` naming the field; and no draft written from such rows carries a tag.
 */
let t: TestApp;
afterEach(() => t?.close());

/** Any HTML-like tag, comment or directive: `<b>`, `</a>`, `<img …>`, `<!--`. */
const TAG = /<[a-z!/?]/i;

const rows = [
  {
    Email: 'sara@pibit.ai',
    'First Name': '<b>Sara</b>',
    'Company Name': 'Pibit.ai',
    Title: 'CTO<script>alert(1)</script>',
    Notes:
      'Pibit.ai is an SF-based insurtech company reconstructing <b>commercial underwriting</b> for carriers and MGAs.<img src=x onerror=alert(1)> The platform serves 1,200 carriers.',
    Hook: '<a href="https://evil.example"><i>Series A</i></a> in March',
  },
  {
    Email: 'lee@ledgerline.dev',
    'First Name': 'Lee',
    'Company Name': 'Ledgerline',
    Title: 'CFO',
    Notes: 'Books.',
    Hook: 'Hiring',
  },
];

const csvOf = (items: Record<string, string>[]) => {
  const header = Object.keys(items[0]!);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [header.join(','), ...items.map((r) => header.map((h) => quote(r[h]!)).join(','))].join('\n');
};

async function campaignOf(client: TestClient): Promise<string> {
  const res = await client.post('/api/v1/campaigns', { name: 'Markup', brief: testBrief });
  return ((await res.json()) as { id: string }).id;
}

const prospectsOf = async (client: TestClient, id: string) =>
  ((await (await client.get(`/api/v1/campaigns/${id}/prospects`)).json()) as { items: Prospect[] }).items;

const imports: [kind: string, send: (client: TestClient, id: string) => Promise<Response>][] = [
  [
    'CSV',
    (client, id) =>
      client.request(`/api/v1/campaigns/${id}/prospects`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: csvOf(rows),
      }),
  ],
  ['JSON', (client, id) => client.post(`/api/v1/campaigns/${id}/prospects`, rows)],
];

describe('HTML in a prospect field', () => {
  it.each(imports)('is removed by a %s import, its text kept, and the row flagged', async (_kind, send) => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    const id = await campaignOf(client);
    const res = await send(client, id);
    expect(res.status).toBe(200);
    const result = (await res.json()) as { imported: number; invalid: { row: number; reason: string }[] };
    expect(result.imported).toBe(2);

    const [marked, clean] = await prospectsOf(client, id);
    expect(marked).toMatchObject({
      firstName: 'Sara',
      company: 'Pibit.ai',
      title: 'CTO',
      notes:
        'Pibit.ai is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs. The platform serves 1,200 carriers.',
      fields: { Hook: 'Series A in March' },
    });
    expect(JSON.stringify(marked)).not.toMatch(TAG);
    const flag = marked!.flags.find((f) => f.code === 'suspicious_value');
    expect(flag?.reason).toContain('First name held HTML markup, removed (kept "Sara")');
    for (const field of ['job title', 'notes', 'Hook']) expect(flag?.reason).toContain(`${field} held HTML markup`);
    expect(result.invalid.map((i) => i.reason)).toContain(flag!.reason);
    expect(clean!.flags).toEqual([]);
  });

  it('never reaches a draft: offline drafts of such rows carry no tag', { timeout: 60_000 }, async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const id = await campaignOf(client);
    expect((await imports[0]![1](client, id)).status).toBe(200);
    expect((await client.post(`/api/v1/campaigns/${id}/generate`, {})).status).toBe(202);
    expect(await waitForProgress(client, id, settled)).toMatchObject({ total: 2, ready: 2 });
    const emails = ((await (await client.get(`/api/v1/campaigns/${id}/emails`)).json()) as { items: Email[] }).items;
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.subject).not.toMatch(TAG);
      expect(email.body).not.toMatch(TAG);
    }
    // The row's notes hold a sentence the composer quotes (with its markup, were it stored).
    expect(emails.some((e) => e.body.includes('reconstructing commercial underwriting'))).toBe(true);
  });
});
