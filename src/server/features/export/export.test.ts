import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportFilename, type ExportFormat } from '#shared/export.ts';
import { collectExport, exportFile, type ExportEmail, type ExportGroup } from './export-file.ts';

/** exportFile: every format's layout, CSV safety and encoding, skipping, JSON, streaming. */
const EVIL = '=HYPERLINK("http://evil.example","x")';

const email = (step: number, over: Partial<ExportEmail> = {}): ExportEmail => ({
  step,
  subject: `Step ${step}: payroll in 40 countries`,
  opener: `Saw "Zeta" hire in 3 countries, then\nopen a 4th.`,
  body: `Line 1\r\nLine 2, with a comma and "quotes".\n\n— Ana`,
  status: 'approved',
  grade: 'B',
  verdict: 'send',
  ...over,
});

const zoe: ExportGroup = {
  prospect: {
    email: 'zoe@zeta.io',
    firstName: 'Zoë',
    lastName: 'Ångström',
    title: 'CTO',
    company: 'Zeta 東京 📦',
    website: 'https://www.zeta.io',
    linkedinUrl: 'https://linkedin.com/in/zoe',
    industry: 'Fintech',
    location: 'Paris, France',
    notes: 'Payroll, "remote-first".',
    fields: { Stage: '+Seed', Mobile: '+33 1 23 45 67 89' },
    row: 2,
  },
  emails: [
    email(1),
    email(3, {
      body: EVIL,
      status: 'ready',
      grade: 'C',
      verdict: 'edit',
      claims: [
        { text: 'hired in 3 countries', in: 'body', supported: false, field: null, reason: 'no hiring in the row' },
        {
          text: 'Zeta runs payroll for remote teams.',
          in: 'body',
          supported: true,
          field: 'research',
          reason: null,
          source: {
            passageId: 'a1b2c3d4e5f6',
            url: 'https://zeta.example/about',
            title: 'About Zeta',
            quote: 'Zeta runs payroll for remote-first teams in 40 countries.',
          },
        },
      ],
    }),
  ],
};
const evil: ExportGroup = {
  prospect: {
    ...zoe.prospect,
    email: 'ana@acme.dev',
    firstName: 'Ana',
    company: EVIL,
    fields: { Stage: '-1' },
    row: 3,
  },
  emails: [email(1, { opener: '@ana nice launch' })],
};
const accountBased: ExportGroup = {
  prospect: { ...zoe.prospect, email: null, firstName: 'Cara', company: 'Initech', fields: {}, row: 4 },
  emails: [email(1)],
};
const groups = [zoe, evil, accountBased];
const options = { steps: 3, customColumns: ['Stage', 'Mobile'], name: 'Fintech Q3' };

const parse = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
async function run(
  format: ExportFormat,
  input: Iterable<ExportGroup> | AsyncIterable<ExportGroup> = groups,
  opts = options,
) {
  const file = exportFile(format, input, opts);
  const text = await collectExport(file);
  return { file, text, parsed: parse(text) };
}

describe('exportFile csv', () => {
  it('writes a UTF-8 BOM, our standard fields, per-step columns with grade and verdict, then custom fields, with CRLF', async () => {
    const { file, text, parsed } = await run('csv');
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      filename: 'fintech-q3-csv.csv',
      stats: { rows: 3, skipped: 0 },
    });
    const step = (n: number) => [
      `subject_${n}`,
      `opener_${n}`,
      `body_${n}`,
      `status_${n}`,
      `grade_${n}`,
      `verdict_${n}`,
      `sources_${n}`,
    ];
    expect(parsed.meta.fields).toEqual([
      ...[
        'email',
        'firstName',
        'lastName',
        'title',
        'company',
        'website',
        'linkedinUrl',
        'industry',
        'location',
        'notes',
        'row',
      ],
      ...step(1),
      ...step(2),
      ...step(3),
      'Stage',
      'Mobile',
    ]);
    expect(parsed.errors).toEqual([]);
    // Every line break outside a quoted cell is CRLF: strip quoted cells, and no bare LF is left.
    const unquoted = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(unquoted).not.toMatch(/[^\r]\n/);
    expect(unquoted.split('\r\n')).toHaveLength(5); // header + 3 records + the final CRLF
  });

  it('round-trips commas, quotes, newlines and unicode, and neutralises formulas in every cell', async () => {
    const { parsed } = await run('csv');
    const [first, second, third] = parsed.data;
    expect(first).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ångström',
      company: 'Zeta 東京 📦',
      notes: 'Payroll, "remote-first".',
      row: '2',
    });
    expect(first).toMatchObject({
      subject_1: zoe.emails[0]!.subject,
      opener_1: zoe.emails[0]!.opener,
      body_1: zoe.emails[0]!.body,
      grade_1: 'B',
      verdict_1: 'send',
      status_1: 'approved',
      sources_1: '',
      // The claim ledger's website passages, one per line (issue 15).
      sources_3: '“Zeta runs payroll for remote-first teams in 40 countries.” — https://zeta.example/about',
    });
    expect(first).toMatchObject({
      subject_2: '',
      body_2: '',
      body_3: `'${EVIL}`,
      status_3: 'ready',
      grade_3: 'C',
      verdict_3: 'edit',
      Stage: "'+Seed",
    });
    expect(second).toMatchObject({ company: `'${EVIL}`, opener_1: "'@ana nice launch", Stage: "'-1", Mobile: '' });
    expect(third).toMatchObject({ email: '', firstName: 'Cara', company: 'Initech' });
  });
});

describe('exportFile sending-tool presets', () => {
  it.each([
    [
      'instantly',
      [
        'email',
        'first_name',
        'last_name',
        'company_name',
        'website',
        'phone',
        'personalization',
        'job_title',
        'linkedin_url',
        'location',
        'industry',
      ],
    ],
    [
      'smartlead',
      [
        'email',
        'first_name',
        'last_name',
        'company_name',
        'website',
        'location',
        'linkedin_profile',
        'phone_number',
        'job_title',
        'industry',
      ],
    ],
    [
      'lemlist',
      [
        'email',
        'firstName',
        'lastName',
        'companyName',
        'companyDomain',
        'linkedinUrl',
        'phone',
        'icebreaker',
        'jobTitle',
        'location',
        'industry',
      ],
    ],
  ] as const)(
    '%s: its lead fields, subject/opener/body per step, custom fields; no-email prospects skipped',
    async (format, standard) => {
      const { file, parsed } = await run(format);
      const steps = [1, 2, 3].flatMap((n) => [`subject_${n}`, `opener_${n}`, `body_${n}`]);
      expect(parsed.meta.fields).toEqual([...standard, ...steps, 'Stage', 'Mobile']);
      expect(file.stats).toEqual({ rows: 2, skipped: 1 });
      expect(parsed.data.map((r) => r.email)).toEqual(['zoe@zeta.io', 'ana@acme.dev']);
      expect(parsed.data[0]).toMatchObject({
        subject_1: zoe.emails[0]!.subject,
        body_1: zoe.emails[0]!.body,
        body_3: `'${EVIL}`,
        Stage: "'+Seed",
      });
      expect(Object.values(parsed.data[1]!)).toContain(`'${EVIL}`);
    },
  );

  it('hubspot: the default contact property labels HubSpot maps, the e-mail text as coldsmith_* properties', async () => {
    const { file, parsed } = await run('hubspot');
    const steps = [1, 2, 3].flatMap((n) => [`coldsmith_subject_${n}`, `coldsmith_opener_${n}`, `coldsmith_body_${n}`]);
    expect(parsed.meta.fields).toEqual([
      ...[
        'Email',
        'First Name',
        'Last Name',
        'Company Name',
        'Job Title',
        'Website URL',
        'Phone Number',
        'LinkedIn URL',
        'Industry',
      ],
      ...steps,
      'Stage',
      'Mobile',
    ]);
    expect(file).toMatchObject({ filename: 'fintech-q3-hubspot.csv', stats: { rows: 2, skipped: 1 } });
    expect(parsed.data[0]).toMatchObject({
      Email: 'zoe@zeta.io',
      'First Name': 'Zoë',
      'Company Name': 'Zeta 東京 📦',
      'Job Title': 'CTO',
      coldsmith_subject_1: zoe.emails[0]!.subject,
      coldsmith_body_3: `'${EVIL}`,
    });
    expect(parsed.data[1]).toMatchObject({
      Email: 'ana@acme.dev',
      'Company Name': `'${EVIL}`,
      coldsmith_opener_1: "'@ana nice launch",
    });
  });

  it('fills each tool’s first-line slot with step 1’s opener, and the phone and domain columns', async () => {
    const opener = zoe.emails[0]!.opener;
    // DESIGN.md §5 neutralises every cell starting with `+`, international phone numbers included.
    const phone = "'+33 1 23 45 67 89";
    expect((await run('instantly')).parsed.data[0]).toMatchObject({
      personalization: opener,
      company_name: 'Zeta 東京 📦',
      phone,
    });
    expect((await run('smartlead')).parsed.data[0]).toMatchObject({
      phone_number: phone,
      linkedin_profile: 'https://linkedin.com/in/zoe',
    });
    expect((await run('lemlist')).parsed.data[0]).toMatchObject({
      icebreaker: opener,
      companyDomain: 'zeta.io',
      firstName: 'Zoë',
    });
  });

  it('renames a custom column that would shadow a tool field', async () => {
    const { parsed } = await run(
      'instantly',
      [{ ...zoe, prospect: { ...zoe.prospect, fields: { Email: 'other@zeta.io' } } }],
      { ...options, customColumns: ['Email'] },
    );
    expect(parsed.data[0]).toMatchObject({ email: 'zoe@zeta.io', custom_Email: 'other@zeta.io' });
  });
});

describe('exportFile json', () => {
  it('streams a JSON array of {prospect, emails} that round-trips, prospects without e-mail kept', async () => {
    const { file, text } = await run('json');
    expect(file).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      filename: 'fintech-q3-json.json',
      stats: { rows: 3, skipped: 0 },
    });
    expect(JSON.parse(text)).toEqual(groups);
    const [first, third] = (JSON.parse(text) as { emails: Record<string, unknown>[] }[])[0]!.emails;
    expect(first).toMatchObject({ grade: 'B', verdict: 'send' });
    expect(first).not.toHaveProperty('claims');
    expect(third).toMatchObject({
      verdict: 'edit',
      claims: [
        { text: 'hired in 3 countries', supported: false },
        { field: 'research', source: { url: 'https://zeta.example/about' } },
      ],
    });
    expect(JSON.parse(await collectExport(exportFile('json', [], options)))).toEqual([]);
  });
});

describe('exportFile streaming', () => {
  const N = 10_000;
  let produced = 0;
  async function* many() {
    for (let i = 0; i < N; i++) {
      produced++;
      yield { ...zoe, prospect: { ...zoe.prospect, email: i % 10 === 0 ? null : `lead${i}@example.com`, row: i + 2 } };
    }
  }

  it.each(['csv', 'instantly', 'smartlead', 'lemlist', 'hubspot', 'json'] as const)(
    '%s: 10,000 prospects arrive as many bounded chunks, read lazily',
    async (format) => {
      produced = 0;
      const file = exportFile(format, many(), options);
      const chunks: string[] = [];
      for await (const chunk of file.chunks) {
        if (chunks.length === 2) expect(produced).toBeLessThan(N); // the source is read as the file is, not up front
        chunks.push(chunk);
      }
      expect(chunks.length).toBeGreaterThan(10);
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(1_000_000);
      const kept = format === 'csv' || format === 'json' ? N : N - N / 10;
      expect(file.stats).toEqual({ rows: kept, skipped: N - kept });
      const text = chunks.join('');
      if (format === 'json') {
        expect((JSON.parse(text) as unknown[]).length).toBe(N);
      } else {
        const parsed = parse(text);
        expect(parsed.errors).toEqual([]);
        expect(parsed.data).toHaveLength(kept);
        const last = parsed.data.at(-1)!;
        expect(last.email ?? last.Email).toBe(`lead${N - 1}@example.com`);
        expect(last.body_1 ?? last.coldsmith_body_1).toBe(zoe.emails[0]!.body);
      }
    },
  );
});

describe('exportFilename', () => {
  it('is ASCII, so it fits a Content-Disposition header', () => {
    expect(exportFilename('Fintech Q3', 'instantly')).toBe('fintech-q3-instantly.csv');
    expect(exportFilename('Café — Été 2026!', 'json')).toBe('cafe-ete-2026-json.json');
    expect(exportFilename('東京キャンペーン', 'csv')).toBe('campaign-csv.csv');
  });
});
