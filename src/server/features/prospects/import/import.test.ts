import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { ProspectCandidate } from '../prospects.service.ts';
import type { ImportCandidate } from './candidate.ts';
import { collectImport, importProspects, markDuplicates, previewImport } from './import.ts';
import { openJsonRows } from './json-rows.ts';
import { openCsv } from './open-csv.ts';
import { fixture } from '#tests/support/test-data.ts';
import { toArray } from './testing/parse-helpers.ts';

const csv = (text: string) => openCsv(Buffer.from(text));

// The store takes the library's candidates as they are (compile-time check).
const _sameShape: ProspectCandidate = {} as ImportCandidate;
void _sameShape;

/** The committed HubSpot-style list (tests/fixtures/prospects: Remote-in-Tech companies, made-up contacts). */
const PROSPECTS = 'prospects/remoteintech-prospects.csv';

describe('a 300-row HubSpot-style file (tests/fixtures/prospects/remoteintech-prospects.csv)', () => {
  it('previews the columns, the mapping and 5 sample rows', async () => {
    const preview = await previewImport(await openCsv(fixture(PROSPECTS)));
    expect(preview.columns).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Job Title',
      'Company Name',
      'Website URL',
      'Industry',
      'City',
      'Company Description',
      'Company Size',
      'Remote Policy',
    ]);
    expect(preview.sample).toHaveLength(5);
    expect(preview.sample[0]).toMatchObject({
      'First Name': 'Luz',
      Email: 'luz.nakashima@lifen.example',
      'Company Name': 'Lifen',
      'Remote Policy': 'hybrid',
    });
  });

  it('imports every row, each mapped, none flagged or repeated', async () => {
    const result = await collectImport(await openCsv(fixture(PROSPECTS)));
    expect(result.records).toBe(300);
    expect(result.candidates).toHaveLength(300);
    expect(result.duplicates).toEqual([]);
    expect(result.invalid).toEqual([]);
    expect(result.candidates.map((c) => c.row)).toEqual(Array.from({ length: 300 }, (_, i) => i + 2));
    expect(result.candidates[0]).toEqual({
      row: 2,
      email: 'luz.nakashima@lifen.example',
      firstName: 'Luz',
      lastName: 'Nakashima',
      title: 'Head of Product',
      company: 'Lifen',
      website: 'https://www.lifen.health/',
      linkedinUrl: null,
      industry: null,
      location: 'Remote (Europe)',
      notes: expect.stringMatching(/^At Lifen, we believe that everyone deserves high-quality/),
      fields: { 'Company Size': 'medium', 'Remote Policy': 'hybrid' },
      flags: [],
    });
    for (const c of result.candidates) {
      expect(c.email, `row ${c.row}`).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9-]+\.example$/);
      expect(c.company && c.website && c.notes, `row ${c.row}`).toBeTruthy();
    }
  });
});

describe('importProspects', () => {
  const file = [
    'Email,First Name,Company,Website,LinkedIn,Notes',
    '  Ada@Example.com ,  Ada ,Acme,acme.com,linkedin.com/in/ada,',
    'ada@example.com,Ada again,Acme,,,',
    ',No Email,Beta,,,',
    ',Also No Email,Beta,,,',
    'info@acme.com,,Acme,,,',
    'bob@mailinator.com,Bob,,,,',
    'not-an-email,Cy,,,,',
    'NOT-AN-EMAIL,Cy again,,,,',
    'dee@example.org,Dee,Delta,,,"multi',
    'line note",extra cell',
  ].join('\r\n');

  it('normalises, flags, dedupes and keeps every record accounted for', async () => {
    const result = await collectImport(await csv(file));
    expect(result.records).toBe(9);
    expect(result.candidates.length + result.duplicates.length).toBe(result.records);
    expect(result.duplicates).toEqual([
      { row: 3, email: 'ada@example.com' },
      { row: 9, email: 'not-an-email' },
    ]);
    const byRow = new Map(result.candidates.map((c) => [c.row, c]));
    expect(byRow.get(2)).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      website: 'https://acme.com',
      linkedinUrl: 'https://linkedin.com/in/ada',
      notes: null,
      flags: [],
    });
    expect(byRow.get(4)?.flags.map((f) => f.code)).toEqual(['missing_email']);
    expect(byRow.get(5)?.flags.map((f) => f.code)).toEqual(['missing_email']); // rows without an e-mail are never duplicates
    expect(byRow.get(6)?.flags.map((f) => f.code)).toEqual(['role_address']);
    expect(byRow.get(7)?.flags.map((f) => f.code)).toEqual(['disposable_domain']);
    expect(byRow.get(8)?.flags.map((f) => f.code)).toEqual(['invalid_email']);
    expect(byRow.get(10)).toMatchObject({ notes: 'multi\nline note', fields: { column_7: 'extra cell' } });
    expect(result.invalid.map((i) => i.row)).toEqual([4, 5, 6, 7, 8]);
    expect(result.invalid[4]?.reason).toBe('"not-an-email" is not a valid e-mail address (it has no @).');
  });

  it('flags a formula, a placeholder or a note in a name, company or location, and keeps the row', async () => {
    const result = await collectImport(
      await csv(
        [
          'Email,First Name,Company,City',
          'bianca@3blocks.io,Bianca,"=HYPERLINK(""http://example.com"",""click"")","Tampa, FL"',
          'info@medplum.com,None,Medplum,"San Francisco, CA, USA"',
          'grace@adhocteam.us,Grace,Ad Hoc,"None! We have a small co-working space for our DC team"',
          'uma@infracost.io,UMA,Infracost,Remote',
        ].join('\n'),
      ),
    );
    expect(result.candidates).toHaveLength(4);
    const flags = result.candidates.map((c) => c.flags.map((f) => f.code));
    expect(flags).toEqual([['suspicious_value'], ['role_address', 'suspicious_value'], ['suspicious_value'], []]);
    expect(result.invalid).toEqual([
      {
        row: 2,
        reason: 'Company "=HYPERLINK("http://example.com","click")" is a spreadsheet formula, not a company name.',
      },
      {
        row: 3,
        reason:
          '"info@medplum.com" is a role address (a shared inbox, not a person).; First name "None" is a placeholder, not a name.',
      },
      {
        row: 4,
        reason: 'Location "None! We have a small co-working space for our DC team" is a note, not a place.',
      },
    ]);
    expect(result.candidates[0]?.company).toBe('=HYPERLINK("http://example.com","click")'); // kept as written
  });

  it('keeps custom columns as merge fields under their header, leaving empty cells out', async () => {
    const result = await collectImport(await csv('Email,YC Batch,Team Size\na@x.com,W21,\n'));
    expect(result.candidates[0]?.fields).toEqual({ 'YC Batch': 'W21' });
  });

  it('asks knownEmails once per batch and reports the campaign’s e-mails as duplicates', async () => {
    const asked: string[][] = [];
    const batches = await toArray(
      importProspects(await csv(file), {
        batchSize: 4,
        knownEmails: (emails) => {
          asked.push(emails);
          return ['info@acme.com', 'dee@example.org'];
        },
      }),
    );
    expect(batches.map((b) => b.records)).toEqual([4, 4, 1]);
    for (const b of batches) expect(b.candidates.length + b.duplicates.length).toBe(b.records);
    expect(asked).toEqual([
      ['ada@example.com'],
      ['info@acme.com', 'bob@mailinator.com', 'not-an-email'],
      ['dee@example.org'],
    ]);
    const duplicates = batches.flatMap((b) => b.duplicates);
    expect(duplicates).toContainEqual({ row: 6, email: 'info@acme.com' });
    expect(duplicates).toContainEqual({ row: 10, email: 'dee@example.org' });
    expect(batches.flatMap((b) => b.invalid).map((i) => i.row)).toEqual([4, 5, 7, 8]); // row 6 is a duplicate now
  });

  it('markDuplicates moves rows the store skipped (ON CONFLICT) without losing count', async () => {
    const [batch] = await toArray(importProspects(await csv(file)));
    if (!batch) throw new Error('no batch');
    const marked = markDuplicates(batch, [2, 7]);
    expect(marked.candidates.length + marked.duplicates.length).toBe(batch.records);
    expect(marked.duplicates.map((d) => d.row)).toEqual([2, 3, 7, 9]);
    expect(marked.invalid.map((i) => i.row)).toEqual([4, 5, 6, 8]);
  });

  it('uses the user’s mapping over the auto-mapping, and refuses a bad one before reading', async () => {
    const result = await collectImport(await csv('Email,Backup,Org\na@x.com,b@y.com,Acme\n'), {
      mapping: { Backup: 'email', Org: null },
    });
    expect(result.candidates[0]).toMatchObject({
      email: 'b@y.com',
      company: null,
      fields: { Email: 'a@x.com', Org: 'Acme' },
    });
    await expect(collectImport(await csv('Email\na@x.com\n'), { mapping: { Mail: 'email' } })).rejects.toMatchObject({
      code: 'invalid_mapping',
    });
  });

  it('numbers rows after a LinkedIn preamble as a spreadsheet shows them', async () => {
    const linkedin = fixture('crm-headers/header-only-csv/linkedin_connections.csv').toString('utf8');
    const text = `${linkedin}Ada,Lovelace,https://www.linkedin.com/in/ada,,Analytical Engines,Founder,01 Jan 2024\n\nBob,Babbage,https://www.linkedin.com/in/bob,bob@engines.example,Engines,CTO,02 Jan 2024\n`;
    const result = await collectImport(await csv(text));
    expect(result.candidates.map((c) => [c.row, c.firstName, c.linkedinUrl, c.email])).toEqual([
      [5, 'Ada', 'https://www.linkedin.com/in/ada', null],
      [7, 'Bob', 'https://www.linkedin.com/in/bob', 'bob@engines.example'],
    ]);
    expect(result.candidates[0]?.flags.map((f) => f.code)).toEqual(['missing_email']);
  });

  it('accounts for every record on generated files with many repeats (seeded)', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 20; round++) {
      const rows = Array.from({ length: 50 + Math.floor(random() * 300) }, () => {
        const n = Math.floor(random() * 60);
        const email = random() < 0.15 ? '' : random() < 0.5 ? `P${n}@Example.com` : `p${n}@example.com`;
        return `${email},Name ${n}${random() < 0.1 ? '\n' : ''}`;
      });
      const table = await csv(`Email,Name\n${rows.join('\n')}\n`);
      let records = 0;
      let accounted = 0;
      const emails = new Set<string>();
      for await (const batch of importProspects(table, { batchSize: 1 + Math.floor(random() * 100) })) {
        records += batch.records;
        accounted += batch.candidates.length + batch.duplicates.length;
        for (const c of batch.candidates) {
          if (c.email) {
            expect(emails.has(c.email)).toBe(false);
            emails.add(c.email);
          }
        }
      }
      expect(accounted).toBe(records);
      expect(records).toBe(rows.length); // a stray line break makes a blank line, which is not a record
    }
  });
});

describe('files as spreadsheet programs save them', () => {
  it('German Excel "CSV (Trennzeichen-getrennt)": Windows-1252, semicolons, CRLF', async () => {
    const text =
      'E-Mail;Vorname;Nachname;Firma;Ort\r\njürgen.müller@firma.de;Jürgen;Müller;"Müller & Söhne; GmbH";Köln\r\n';
    const table = await openCsv(iconv.encode(text, 'windows-1252'));
    expect(table.source).toMatchObject({ delimiter: ';', decode: { encoding: 'windows-1252' } });
    const result = await collectImport(table);
    expect(result.candidates[0]).toMatchObject({
      email: 'jürgen.müller@firma.de',
      firstName: 'Jürgen',
      lastName: 'Müller',
      company: 'Müller & Söhne; GmbH',
      location: 'Köln',
      flags: [],
    });
  });

  it('Excel "Unicode Text": UTF-16 LE with BOM, tab-separated', async () => {
    const text = 'Email\tFirst Name\tCompany\r\nzoë@example.com\tZoë\t東京 Labs\r\n';
    const table = await openCsv(Buffer.concat([Uint8Array.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]));
    expect(table.source).toMatchObject({ delimiter: '\t', decode: { encoding: 'utf-16le', bom: true } });
    const result = await collectImport(table);
    expect(result.candidates[0]).toMatchObject({ email: 'zoë@example.com', firstName: 'Zoë', company: '東京 Labs' });
  });
});

describe('JSON array input (openJsonRows)', () => {
  it('goes through the same mapping and checks; keys are headers; rows are 1-based positions', async () => {
    const table = openJsonRows([
      {
        'Email Address': 'Ada@Example.com',
        'First Name': 'Ada',
        Employees: 12,
        Public: false,
        Tags: ['a', 'b'],
        Missing: null,
      },
      { 'Email Address': 'ada@example.com', 'First Name': 'Dup' },
      {},
      { 'Company Name': 'Beta', ' Email Address ': 'x' },
    ]);
    expect(table.columns).toEqual([
      'Email Address',
      'First Name',
      'Employees',
      'Public',
      'Tags',
      'Missing',
      'Company Name',
      'Email Address_2',
    ]);
    const result = await collectImport(table);
    expect(result.mapping).toMatchObject({
      'Email Address': 'email',
      'First Name': 'firstName',
      'Company Name': 'company',
    });
    expect(result.records).toBe(3); // the empty object is a blank record
    expect(result.candidates[0]).toMatchObject({
      row: 1,
      email: 'ada@example.com',
      fields: { Employees: '12', Public: 'false', Tags: '["a","b"]' },
    });
    expect(result.duplicates).toEqual([{ row: 2, email: 'ada@example.com' }]);
    expect(result.candidates[1]).toMatchObject({
      row: 4,
      company: 'Beta',
      email: null,
      fields: { 'Email Address_2': 'x' },
    });
  });

  it('previews like a CSV', async () => {
    const preview = await previewImport(openJsonRows([{ Email: 'a@x.com', Org: 'Acme' }]));
    expect(preview).toEqual({
      columns: ['Email', 'Org'],
      mapping: { Email: 'email', Org: 'company' },
      sample: [{ Email: 'a@x.com', Org: 'Acme' }],
    });
  });

  it.each([
    [{ Email: 'a@x.com' }, 'not_json_array'],
    [[{ Email: 'a@x.com' }, 'text'], 'not_json_array'],
    [[[1, 2]], 'not_json_array'],
    [[], 'empty'],
    [[{}, {}], 'empty'],
  ])('refuses %j (%s)', (body, code) => {
    expect(() => openJsonRows(body)).toThrow(expect.objectContaining({ code }));
  });

  it('refuses more items than the row limit', () => {
    expect(() =>
      openJsonRows(
        Array.from({ length: 4 }, () => ({ a: '1' })),
        { maxRows: 3 },
      ),
    ).toThrow(expect.objectContaining({ code: 'too_large' }));
  });

  it('survives a lone surrogate and a "__proto__" key', async () => {
    const rows = JSON.parse('[{"Email": "a\\ud800@x.com", "__proto__": "kept", "Notes": "x\\udfff"}]') as unknown;
    const result = await collectImport(openJsonRows(rows));
    expect(result.candidates[0]?.flags.map((f) => f.code)).toEqual(['invalid_email']);
    expect(result.candidates[0]?.notes).toBe('x\ufffd');
    expect(Object.hasOwn(result.candidates[0]?.fields ?? {}, '__proto__')).toBe(true);
  });
});
