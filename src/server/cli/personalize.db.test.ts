import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, rateLimited, serverError, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { EDGE_PATHS, startFixtureSites } from '#tests/support/fixture-sites.ts';
import { fixturePath } from '#tests/support/test-data.ts';
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
    writeFileSync(
      join(dir, 'brief.json'),
      JSON.stringify({
        senderName: 'Sam',
        senderCompany: 'Ledgerly',
        offer: 'Bookkeeping for startups',
        steps: 2,
        followUpDays: [3],
      }),
    );
    const summary = await runPersonalize(
      { input: join(dir, 'in.csv'), brief: join(dir, 'brief.json'), out: join(dir, 'out.csv') },
      parseEnv({}),
    );
    expect(summary).toMatchObject({ rows: 3, prospects: 2, duplicates: 1, drafts: 4, failed: 0, costUsd: 0 });
    // How alike the first e-mails are: the 2 step-1 drafts, not the follow-ups.
    expect(summary.uniformity).toMatchObject({ emails: 2, pairwiseSample: 2 });
    const out = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'out.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(out).toHaveLength(5);
    expect(Object.keys(out[0]!).slice(0, 4)).toEqual(['Email', 'First Name', 'Company Name', 'Company Description']);
    expect(out.filter((r) => r.status === 'skipped')).toEqual([
      expect.objectContaining({ Email: 'ada@analytical.dev', flags: 'duplicate;duplicate_of_row:2' }),
    ]);
    expect(out.filter((r) => r.step === '2')).toHaveLength(2);
    expect(out.every((r) => r.status === 'skipped' || (r.body!.length > 0 && r.model === 'offline'))).toBe(true);
  });

  it('writes bad rows as flagged with their flags, never ready, and names the row a duplicate repeats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-cli-'));
    const description = 'Zeta is a payroll platform for remote teams in 40 countries.';
    writeFileSync(
      join(dir, 'in.csv'),
      [
        'Email,First Name,Company Name,City,Company Description',
        `bo@zeta.io,Bo,Zeta,"Berlin, Germany",${description}`,
        `,Cy,Zeta,Berlin,${description}`,
        `not-an-email,Di,Zeta,Berlin,${description}`,
        `info@zeta.io,Ed,Zeta,Berlin,${description}`,
        `fay@mailinator.com,Fay,Zeta,Berlin,${description}`,
        `gus@zeta.io,None,Zeta,Berlin,${description}`,
        `hal@3blocks.io,Hal,"'=HYPERLINK(""http://example.com"",""click"")",Tampa,${description}`,
        `ida@zeta.io,Ida,Zeta,No physical office,${description}`,
        `BO@zeta.io,Bo,Zeta,Berlin,${description}`,
      ].join('\n'),
    );
    writeFileSync(join(dir, 'brief.json'), JSON.stringify({ senderName: 'Sam', offer: 'Bookkeeping for startups' }));
    const summary = await runPersonalize(
      { input: join(dir, 'in.csv'), brief: join(dir, 'brief.json'), out: join(dir, 'out.csv') },
      parseEnv({}),
    );
    expect(summary).toMatchObject({ rows: 9, prospects: 8, duplicates: 1, drafts: 8, failed: 0 });
    const out = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'out.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const rowFlags = (r: Record<string, string>) =>
      (r.flags ?? '').split(';').filter((f) => f && !['generic_opener', 'too_long', 'subject_length'].includes(f));
    expect(out.map((r) => [r.status, rowFlags(r)])).toEqual([
      ['ready', []],
      ['flagged', ['missing_email']],
      ['flagged', ['invalid_email']],
      ['flagged', ['role_address']],
      ['flagged', ['disposable_domain']],
      ['flagged', ['suspicious_value']],
      ['flagged', ['suspicious_value']],
      ['flagged', ['suspicious_value']],
      ['skipped', ['duplicate', 'duplicate_of_row:2']],
    ]);
    expect(summary.flagged).toBe(7);
    // The broken values are left out of the e-mails written for their rows.
    expect(out[5]!.body).not.toMatch(/\bNone\b/);
    expect(`${out[6]!.subject} ${out[6]!.body}`).not.toContain('HYPERLINK');
    expect(out[7]!.body).not.toContain('No physical office');
  });

  it('runs the whole committed prospect list through an OpenAI-compatible server, grades every draft and flags claims not in the row', async () => {
    const fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    try {
      // The first calls meet a 429 with Retry-After and a 500: the engine retries them, nothing fails.
      fake.enqueue(rateLimited(0), serverError(500));
      const dir = mkdtempSync(join(tmpdir(), 'cs-cli-'));
      writeFileSync(
        join(dir, 'brief.json'),
        JSON.stringify({
          senderName: 'Maya',
          senderCompany: 'Ledgerline',
          offer: 'Month-end close in five days for startups.',
        }),
      );
      const env = parseEnv({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-4o-mini',
        AI_CONCURRENCY: '16',
      });
      const input = fixturePath('prospects/remoteintech-prospects.csv'); // 300 real companies, made-up contacts
      const summary = await runPersonalize({ input, brief: join(dir, 'brief.json'), out: join(dir, 'out.csv') }, env, {
        call: { baseDelayMs: 1, maxDelayMs: 2 },
      });
      expect(summary).toMatchObject({
        rows: 300,
        prospects: 300,
        duplicates: 0,
        drafts: 300,
        failed: 0,
        tokens: { input: 36_000, output: 24_000 },
      });
      expect(summary.costUsd).toBeCloseTo((36_000 * 0.15 + 24_000 * 0.6) / 1e6, 9);
      const out = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'out.csv'), 'utf8'), {
        header: true,
        skipEmptyLines: true,
      }).data;
      expect(out).toHaveLength(300);
      expect(out.every((r) => r.model === 'openai:gpt-4o-mini' && /^[A-F]$/.test(r.grade ?? ''))).toBe(true);
      // The canned answer claims "serves 1,200 carriers" for everyone; no real row's data says so, so the
      // grounding check flags every draft — the invented "personal" fact a sender must never send. One row
      // passes by the check's rule 5 (half of the claim's other words, grounding.ts): KickBack Rewards
      // Systems "connect[s] over 1200 retailers … to serve", so 1,200 and "serves" are there and only
      // "carriers" is not. A claim of two content words can change its noun and pass; kept visible here.
      const passesByOverlap = new Set(['KickBack Rewards Systems']);
      const supporting = out.filter(
        (r) =>
          passesByOverlap.has(r['Company Name'] ?? '') ||
          (/1,200/.test(r['Company Description'] ?? '') && /carriers/i.test(r['Company Description'] ?? '')),
      );
      expect(supporting).toHaveLength(1);
      expect(out.filter((r) => r.flags?.split(';').includes('unsupported_claim'))).toHaveLength(
        300 - supporting.length,
      );
      // The verdict reads the whole text, not only the declared fact: KickBack's draft also says "40 MGAs in
      // the US already use it", which neither its row nor this brief says. Every draft is therefore F and
      // never sent as written — the invented "personal" fact a sender must never send.
      expect(out.filter((r) => r.grade === 'F')).toHaveLength(300);
      expect(out.filter((r) => r.verdict === 'dont_send')).toHaveLength(300);
      expect(fake.requests.length).toBe(302);
    } finally {
      await fake.close();
    }
  }, 60_000);

  it('researches each website with --research website, writes from it and cites it', async () => {
    const sites = await startFixtureSites();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'cs-cli-'));
      writeFileSync(
        join(dir, 'in.csv'),
        'Email,First Name,Title,Company Name,Website\n' +
          `ana@northwind.test,Ana,VP Finance,Northwind,${sites.url('northwind.test')}\n` +
          `eva@northwind.test,Eva,Controller,Northwind,${sites.url('northwind.test')}\n` +
          `omar@quarry.test,Omar,CFO,Quarry Labs,${sites.url('edge.test', EDGE_PATHS.injected)}\n` +
          'kim@gmail.com,Kim,Founder,Freelance,\n',
      );
      writeFileSync(
        join(dir, 'brief.json'),
        JSON.stringify({
          senderName: 'Sam',
          senderCompany: 'Ledgerly',
          offer: 'Freight invoice accruals for finance teams',
        }),
      );
      const summary = await runPersonalize(
        {
          input: join(dir, 'in.csv'),
          brief: join(dir, 'brief.json'),
          out: join(dir, 'out.csv'),
          research: 'website',
          researchPages: 2,
        },
        parseEnv({ RESEARCH_ALLOW_PRIVATE: 'true' }),
        { resolver: sites.resolver },
      );
      // Northwind is named twice and fetched once; the gmail.com row has no site to research.
      expect(summary.research).toMatchObject({ sites: 2 });
      expect(sites.log.filter((r) => r.host === 'northwind.test' && r.path === '/')).toHaveLength(1);
      expect(sites.log.filter((r) => r.path.startsWith('/customers'))).toEqual([]); // robots.txt
      const out = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'out.csv'), 'utf8'), {
        header: true,
        skipEmptyLines: true,
      }).data;
      const byName = new Map(out.map((r) => [r['First Name'], r]));
      expect(byName.get('Ana')!.sources).toMatch(new RegExp(`” — ${sites.url('northwind.test')}`));
      expect(byName.get('Ana')!.verdict).not.toBe('dont_send');
      expect(byName.get('Kim')!.sources).toBe('');
      expect(byName.get('Omar')!.flags).toContain('prompt_injection');
      expect(byName.get('Omar')!.verdict).toBe('dont_send');
    } finally {
      await sites.close();
    }
  }, 60_000);
});
