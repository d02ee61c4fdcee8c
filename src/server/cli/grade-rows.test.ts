import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeEmail } from '#server/features/scoring/index.ts';
import { fixturePath, fixtureText } from '#tests/support/test-data.ts';
import { parseJsonl, readCsvRows, toScoreRequest, type EmailRow } from './grade-rows.ts';
import { parseBriefSet } from './read-brief.ts';

/** The committed e-mails to grade (tests/fixtures/emails-to-grade): 7 e-mails, two briefs, one follow-up. */
const DIR = 'emails-to-grade';
const briefs = () => parseBriefSet(JSON.parse(fixtureText(`${DIR}/briefs.json`)), 'briefs.json');
const jsonlRows = () => parseJsonl(fixtureText(`${DIR}/emails.jsonl`)) as EmailRow[];
const IDS = ['e01', 'e02', 'e03', 'e04', 'e05', 'e06', 'e07'];

describe('parseJsonl', () => {
  it('reads each line’s e-mail, prospect, brief_id and earlier steps, and keeps the whole object', () => {
    const rows = jsonlRows();
    expect(rows.map((r) => `${r.id} ${r.briefId}`)).toEqual([
      'e01 monitoring',
      'e02 monitoring',
      'e03 monitoring',
      'e04 recruiting',
      'e05 recruiting',
      'e06 recruiting',
      'e07 monitoring',
    ]);
    const request = toScoreRequest(rows[4]!, briefs());
    expect(request).toMatchObject({
      step: 2,
      previous: [{ subject: 'Senior engineers for Over' }],
      prospect: { firstName: 'Tamsin', company: 'Over', fields: { 'Company Size': 'small' } },
      brief: { senderCompany: 'Talentdock' },
      email: { subject: 'Re: Senior engineers for Over' },
    });
    expect(rows[0]!.source).toMatchObject({ id: 'e01', brief_id: 'monitoring' });
  });

  it('numbers lines as an editor does, skips blank ones, and reports lines that are not JSON objects', () => {
    const rows = parseJsonl('\n{"subject": "Hi", "body": "Hi", "prospect": {}}\r\n\nnot json\n[1]\n{"id": 7}\n');
    expect(rows.map((r) => ('error' in r ? [r.id, r.error.split(':')[0]] : [r.id]))).toEqual([
      ['line 2'],
      ['line 4', 'not JSON'],
      ['line 5', 'not a JSON object'],
      ['7'],
    ]);
  });
});

describe('toScoreRequest', () => {
  it('takes a prospect as a CRM exports it, with its mapping, as POST /api/v1/score does', () => {
    const [row] = parseJsonl(
      JSON.stringify({
        prospect: { 'First Name': 'Tamsin', 'Account Name': 'Over', 'Head Count': '12' },
        mapping: { 'Head Count': null },
        subject: 'Hi',
        body: 'Hi Tamsin,\n\nA question.\n\nSam',
        brief_id: 'recruiting',
      }),
    );
    const request = toScoreRequest(row as EmailRow, briefs());
    if (typeof request === 'string') throw new Error(request);
    expect(gradeEmail(request).mapping).toEqual({
      'First Name': 'firstName',
      'Account Name': 'company',
      'Head Count': null,
    });
  });

  it('names each bad field as the file names it', () => {
    const [row] = parseJsonl(
      '{"prospect": {"firstName": 3}, "subject": "", "step": 9, "previous": [{"subject": "x"}]}',
    );
    expect(toScoreRequest(row as EmailRow, briefs())).toBe(
      'no brief_id, and the brief file holds 2 briefs (monitoring, recruiting)',
    );
    const single = parseBriefSet(JSON.parse(fixtureText(`${DIR}/briefs.json`)).monitoring, 'brief.json');
    const message = toScoreRequest(row as EmailRow, single) as string;
    expect(message.split('; ').map((m) => m.split(':')[0])).toEqual([
      'prospect.firstName',
      'step',
      'previous.0.body',
      'subject',
      'body',
    ]);
  });
});

describe('readCsvRows', () => {
  it('reads the same e-mails from a CSV in the importer’s layout, grading them as from JSON Lines', async () => {
    const rows = await readCsvRows(fixturePath(`${DIR}/emails.csv`));
    expect(rows.map((r) => r.id)).toEqual(IDS);
    const fromCsv = rows.map((r) => toScoreRequest(r, briefs()));
    const fromJsonl = jsonlRows().map((r) => toScoreRequest(r, briefs()));
    for (const [i, request] of fromCsv.entries()) {
      if (typeof request === 'string') throw new Error(`${IDS[i]}: ${request}`);
      const other = fromJsonl[i] as Exclude<(typeof fromJsonl)[number], string>;
      // The e-mail columns are not prospect fields; the follow-up's earlier step is the prospect's step-1 row.
      expect(Object.keys(request.prospect.fields as Record<string, string>).sort()).toEqual([
        'Company Size',
        'Remote Policy',
      ]);
      expect([request.step, request.previous, request.email]).toEqual([other.step, other.previous, other.email]);
      expect(gradeEmail(request)).toEqual(gradeEmail(other));
    }
  });

  it('takes the e-mail columns in any case, and row numbers as ids when there is no id column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-grade-rows-'));
    const path = join(dir, 'emails.csv');
    writeFileSync(
      path,
      'Email,First Name,Company,STEP,Subject,Body\n' +
        'ada@lovelace.example,Ada,Analytical,1,Engines,"Hi Ada,\n\nFirst."\n' +
        'ada@lovelace.example,Ada,Analytical,2,Re: Engines,"Hi Ada,\n\nSecond."\n' +
        'grace@hopper.example,Grace,Compilers,two,Hi,Hi\n',
    );
    const rows = await readCsvRows(path);
    expect(rows.map((r) => [r.id, r.request.step, (r.request.previous as unknown[]).length])).toEqual([
      ['row 2', 1, 0],
      // A spreadsheet numbers a record with a multi-line cell once.
      ['row 3', 2, 1],
      ['row 4', Number.NaN, 0],
    ]);
    expect(toScoreRequest(rows[2]!, briefs())).toMatch(/^no brief_id/);
    const single = parseBriefSet(JSON.parse(fixtureText(`${DIR}/briefs.json`)).monitoring, 'b.json');
    expect(toScoreRequest(rows[2]!, single)).toMatch(/^step: /);
  });
});
