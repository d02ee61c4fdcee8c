import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import {
  findSuspiciousFields,
  isUsablePlace,
  placeName,
  suspiciousValue,
  suspiciousValueFlag,
  type SuspiciousField,
} from './suspicious-value.ts';

const kind = (field: SuspiciousField, value: string | null) => suspiciousValue(field, value)?.kind ?? null;
/** Each value in `field` is of `expected` kind (null: not suspicious). */
const expectKind = (field: SuspiciousField, expected: ReturnType<typeof kind>, values: string[]) => {
  for (const value of values) expect(kind(field, value), value).toBe(expected);
};
const csv = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

describe('suspiciousValue', () => {
  it('finds spreadsheet formulas (OWASP CSV Injection examples) and error values, neutralised or not', () => {
    expectKind('company', 'formula', [
      `'=HYPERLINK("http://example.com","click")`, // the graded set's p096, as an export neutralised it
      '=HYPERLINK("http://evil.example","Click")',
      `=cmd|' /C calc'!A0`,
      `@SUM(1+9)*cmd|' /C calc'!A0`,
      `-2+3+cmd|' /C calc'!A0`,
      '+HYPERLINK("http://evil.example")',
      '=1+1',
      '#N/A',
      '#REF!',
    ]);
    // A leading minus, plus or at that starts no formula: a bullet, a phone number, a handle.
    expect(kind('location', '- Morrisville (RTP), NC')).toBeNull();
    expect(kind('location', '+1 917 725 0849')).toBe('contact');
  });

  it('finds placeholders, null-likes and headers in every field', () => {
    expectKind('location', 'placeholder', [
      'None',
      'null',
      'N/A',
      'n/a',
      '-',
      '—',
      'TBD',
      'test',
      'unknown',
      'undefined',
      'NaN',
      '**None**',
      'None!',
      'None :tada:',
      'None 🌎',
    ]);
    expectKind('firstName', 'placeholder', [
      '{{first_name}}',
      '{{ firstName | there }}',
      '{first_name}',
      '[First Name]',
      '<name>',
      '%FIRSTNAME%',
      '*|FNAME|*',
      'First Name',
      'Sir or Madam',
      'there',
      'Team',
    ]);
    expectKind('company', 'placeholder', [
      '[Company]',
      '{{company}}',
      'Company Name',
      'Self-employed',
      'Stealth Startup',
      'Confidential',
    ]);
    expect(kind('title', 'N/A')).toBe('placeholder');
  });

  it('finds e-mail addresses, links, handles and digits in a name', () => {
    expectKind('firstName', 'contact', [
      'jane@acme.com',
      'https://linkedin.com/in/jane',
      'linkedin.com/in/jane',
      'www.jane.dev',
      'jane.dev',
      '@jane',
      '+44 20 7946 0958',
    ]);
    expect(kind('company', 'sales@acme.com')).toBe('contact');
    expect(kind('company', 'https://acme.com')).toBe('contact');
    expect(kind('firstName', '12345')).toBe('digits');
    expect(kind('lastName', 'Smith2')).toBe('digits');
    expect(kind('title', '4711')).toBe('digits');
  });

  it('finds notes where a name or company belongs', () => {
    expect(kind('firstName', 'Jane (see notes)')).toBe('note');
    expect(kind('firstName', 'ask for the office manager please')).toBe('note');
    expect(kind('lastName', 'Smith?')).toBe('note');
    expect(kind('company', 'Acme - see notes')).toBe('note');
    expect(kind('company', 'Please do not contact this company again, they said no twice already')).toBe('note');
    expect(kind('company', '123 Main Street')).toBe('address');
  });

  it('leaves real names alone, whatever their case or script', () => {
    expectKind('firstName', null, [
      'JANE',
      'jane',
      "O'Brien",
      'Jean-Luc',
      'María José',
      'J.',
      'Nguyễn',
      '李',
      'Na',
      'van der Berg',
      'Dr. Smith',
    ]);
    expectKind('company', null, [
      'Booking.com',
      'Inter.link',
      'Trigger.dev',
      '42',
      '3M',
      '7-Eleven',
      '37signals',
      '&AI',
      'X',
      'We Are Social',
      'Who Gives A Crap',
    ]);
    expectKind('title', null, ['CEO & Co-founder', 'VP, Engineering (EMEA)', 'Head of Growth']);
    expect(suspiciousValue('location', null)).toBeNull();
    expect(suspiciousValue('location', '   ')).toBeNull();
  });

  it('says which field and value in its reason, shortened', () => {
    expect(suspiciousValue('company', '=HYPERLINK("http://example.com","click")')?.reason).toBe(
      'company "=HYPERLINK("http://example.com","click")" is a spreadsheet formula, not a company name',
    );
    expect(suspiciousValue('firstName', 'None')?.reason).toBe('first name "None" is a placeholder, not a name');
    expect(suspiciousValue('firstName', 'P0')?.reason).toBe('first name "P0" has digits, so it is not a name');
    expect(suspiciousValue('title', '4711')?.reason).toBe('job title "4711" is a number, not a job title');
    const long = suspiciousValue('location', `We have no office.\n${'x'.repeat(80)}`)?.reason ?? '';
    expect(long).toMatch(/^location "We have no office\. x+…" is a note, not a place$/);
  });
});

describe('placeName and isUsablePlace', () => {
  it('gives the place a sentence may name, or null', () => {
    const cases: [string | null, string | null][] = [
      ['San Francisco, CA, USA', 'San Francisco'],
      ['- Vancouver, Canada.', 'Vancouver'],
      ['United States', 'the United States'],
      ['- US', 'the US'],
      ['UK, US and Spain', 'the UK'],
      ['Tulsa Oklahoma, Bandung Indonesia', 'Tulsa Oklahoma'],
      ['Remote', null],
      ['Remote (Europe)', null],
      ['Worldwide', null],
      ['Remote - see notes', null],
      ['Completely distributed!', null],
      ['USA, LATAM, EMEA, APAC', null],
      ['Headquarters: Singapore', null],
      ['HQ in Boston, MA; Boulder, CO', null],
      ['- McLean, Virginia\n- Richmond, Virginia', null],
      ['Main Street, Vancouver, BC', null],
      ['🌍 Kyiv, Ukraine', null],
      ['No physical office', null],
      ['4910 E Adamo Dr, Unit B, Tampa, FL - 33605, United States.', null],
      ['', null],
      [null, null],
    ];
    for (const [location, place] of cases) {
      expect(placeName(location), String(location)).toBe(place);
      expect(isUsablePlace(location), String(location)).toBe(place !== null);
    }
  });

  it('does not call "Remote" or "Worldwide" suspicious: true, only not a place', () => {
    expect(suspiciousValue('location', 'Worldwide')).toBeNull();
    expect(suspiciousValue('location', 'Remote (Americas and Europe)')).toBeNull();
  });
});

describe('suspiciousValueFlag', () => {
  it('gives one flag for the row, each suspicious field in its reason', () => {
    const prospect = sampleProspect({ firstName: 'None', company: '=HYPERLINK("x")', location: 'No physical office' });
    expect(findSuspiciousFields(prospect).map((f) => f.field)).toEqual(['firstName', 'company', 'location']);
    expect(suspiciousValueFlag(prospect)).toEqual({
      code: 'suspicious_value',
      reason:
        'First name "None" is a placeholder, not a name; company "=HYPERLINK("x")" is a spreadsheet formula, not a company name; location "No physical office" is a note, not a place.',
    });
    expect(suspiciousValueFlag(sampleProspect())).toBeNull();
  });
});

/** The Remote-in-Tech directory's 882 company names and "Office locations" answers (tests/fixtures/prospects). */
const directory = csv(fixtureText('prospects/remoteintech-office-locations.csv'));

describe('on the Remote-in-Tech directory (real rows)', () => {
  it('calls no company name suspicious', () => {
    expect(directory).toHaveLength(882);
    expect(directory.filter((r) => suspiciousValue('company', r.name ?? null))).toEqual([]);
  });

  it('sorts the office answers into places, notes, addresses and the rest', () => {
    const answers = directory.map((r) => r.office_locations_text ?? '').filter((v) => v.trim());
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const k = kind('location', a) ?? 'none';
      counts[k] = (counts[k] ?? 0) + 1;
    }
    // Regression figures, read through by hand when the rules were written: a change to the rules moves them.
    expect(counts).toEqual({ none: 461, note: 196, address: 96, placeholder: 18, contact: 9 });
    const places = answers.map(placeName).filter((p) => p !== null);
    expect(places.length).toBe(256);
    for (const place of places) expect(place).toMatch(/^(?:the )?\p{L}[\p{L}\p{M} .'’&-]*$/u);
    for (const [answer, expected] of [
      ['No physical Headquaters', 'note'],
      ['None! We have a small co-working space for our DC team, but otherwise everyone works remotely.', 'note'],
      ['No physical offices, but HQ is in New York, New York.', 'note'],
      ['We have offices in San Francisco, CA and New York City.', 'note'],
      ['8604 Allisonville Rd. Suite 300\nIndianapolis, IN 46250', 'address'],
      ['**None**', 'placeholder'],
      ['[Worldwide locations](https://www.parexel.com/company/global-locations)', 'contact'],
      ['Worldwide', null],
      ['Leuven (BE), London (UK), New York (USA)', null],
    ] as const) {
      expect(answers, answer).toContain(answer);
      expect(kind('location', answer), answer).toBe(expected);
    }
  });
});

describe.skipIf(!corpusPresent)(
  `on the test corpus ${needsCorpus('the YC directory text and the graded e-mails are not redistributable')}`,
  () => {
    it('the fixture is the two columns of the corpus CSV, unchanged', () => {
      const source = csv(corpusText('companies/remoteintech/remoteintech_companies.csv'));
      expect(directory).toEqual(source.map((r) => ({ name: r.name, office_locations_text: r.office_locations_text })));
    });

    it('calls none of the 5,706 YC company names suspicious, nor any of their locations', () => {
      const yc = csv(corpusText('companies/yc-companies/yc_companies.csv'));
      expect(yc.length).toBeGreaterThan(5_700);
      expect(yc.filter((r) => suspiciousValue('company', r.name ?? null)).map((r) => r.name)).toEqual([]);
      const locations = new Set(yc.flatMap((r) => (r.all_locations ?? '').split(';').map((l) => l.trim())));
      expect([...locations].filter((l) => suspiciousValue('location', l))).toEqual([]);
    });

    it("finds the graded set's broken rows, and only those", () => {
      type Graded = { id: string; prospect: Record<SuspiciousField, string | null> };
      const graded = corpusText('graded-emails/public.jsonl')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Graded);
      const byId = new Map(graded.map((g) => [g.id, g.prospect]));
      expect(kind('company', byId.get('p096')!.company)).toBe('formula');
      expect(kind('location', byId.get('p087')!.location)).toBe('note');
      expect(kind('location', byId.get('p046')!.location)).toBe('note');
      expect(isUsablePlace(byId.get('p032')!.location)).toBe(false); // "Worldwide": "your team in Worldwide"
      const people = graded.flatMap((g) =>
        (['firstName', 'lastName', 'company', 'title'] as const).flatMap((f) =>
          suspiciousValue(f, g.prospect[f]) ? [`${g.id} ${f}`] : [],
        ),
      );
      expect(people).toEqual(['p096 company']);
    });
  },
);
