import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportFile, type ExportGroup } from './index.ts';

const group = (i: number): ExportGroup => ({
  prospect: { id: `p${i}`, campaignId: 'c', row: i + 2, email: i % 10 === 0 ? null : `lead${i}@example.com`, firstName: 'Ada', lastName: null, title: 'CTO', company: `Co ${i}`, website: null, linkedinUrl: null, industry: null, location: null, notes: null, fields: { Stage: '+Seed' }, flags: [] },
  emails: [{ step: 1, subject: 'Hi', opener: 'Saw "that", then\nthis.', body: 'Line 1\r\nLine 2, with comma', status: 'approved', grade: 'A' }],
});

async function* groups(n: number) {
  for (let i = 0; i < n; i++) yield group(i);
}

async function collect(file: ReturnType<typeof exportFile>) {
  const chunks: string[] = [];
  for await (const chunk of file.chunks) chunks.push(chunk);
  return chunks;
}

describe('exportFile', () => {
  it('streams 10,000 prospects in many chunks that parse back intact', async () => {
    const file = exportFile('instantly', groups(10_000), { steps: 1, customColumns: ['Stage'], name: 'Big list' });
    const chunks = await collect(file);
    expect(chunks.length).toBeGreaterThan(10);
    expect(file.stats).toEqual({ rows: 9_000, skipped: 1_000 });
    const parsed = Papa.parse<Record<string, string>>(chunks.join('').slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(9_000);
    expect(parsed.data[0]).toMatchObject({ opener_1: 'Saw "that", then\nthis.', body_1: 'Line 1\r\nLine 2, with comma', Stage: "'+Seed", personalization: 'Saw "that", then\nthis.' });
    expect(file.filename).toBe('big-list-instantly.csv');
  });

  it('keeps prospects without an e-mail in csv and json, and renames a custom column that collides', async () => {
    const csv = exportFile('csv', groups(3), { steps: 1, customColumns: ['email', 'Stage'], name: 'x' });
    const rows = Papa.parse<Record<string, string>>((await collect(csv)).join('').slice(1), { header: true }).data.filter((r) => r.firstName);
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0]!)).toContain('custom_email');
    const json = JSON.parse((await collect(exportFile('json', groups(3), { steps: 1, customColumns: [], name: 'x' }))).join('')) as ExportGroup[];
    expect(json.map((g) => g.prospect.email)).toEqual([null, 'lead1@example.com', 'lead2@example.com']);
  });
});
