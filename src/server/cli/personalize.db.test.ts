import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { runPersonalize } from './personalize.ts';

describe('runPersonalize (the CLI engine)', () => {
  it('writes one row per prospect × step with the input columns, and a skipped row per duplicate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-cli-'));
    writeFileSync(
      join(dir, 'in.csv'),
      'Email,First Name,Company Name,Company Description\n' +
        'ada@analytical.dev,Ada,Analytical,"Analytical builds engines that compute Bernoulli numbers for research labs."\n' +
        'ADA@analytical.dev,Ada,Analytical,dup\n' +
        'bo@zeta.io,Bo,Zeta,"Zeta is a payroll platform for remote teams in 40 countries."\n',
    );
    writeFileSync(join(dir, 'brief.json'), JSON.stringify({ senderName: 'Sam', senderCompany: 'Ledgerly', offer: 'Bookkeeping for startups', steps: 2, followUpDays: [3] }));
    const summary = await runPersonalize({ input: join(dir, 'in.csv'), brief: join(dir, 'brief.json'), out: join(dir, 'out.csv') }, parseEnv({}));
    expect(summary).toMatchObject({ rows: 3, prospects: 2, duplicates: 1, drafts: 4, failed: 0, costUsd: 0 });
    const out = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'out.csv'), 'utf8'), { header: true, skipEmptyLines: true }).data;
    expect(out).toHaveLength(5);
    expect(Object.keys(out[0]!).slice(0, 4)).toEqual(['Email', 'First Name', 'Company Name', 'Company Description']);
    expect(out.filter((r) => r.status === 'skipped')).toEqual([expect.objectContaining({ Email: 'ada@analytical.dev', flags: 'duplicate' })]);
    expect(out.filter((r) => r.step === '2')).toHaveLength(2);
    expect(out.every((r) => r.status === 'skipped' || (r.body!.length > 0 && r.model === 'offline'))).toBe(true);
  });
});
