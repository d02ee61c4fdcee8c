import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import { placeName } from '../../rows/suspicious-value.ts';
import { composeOffline } from './compose.ts';
import { readableProspect } from './readable-prospect.ts';

const text = (d: { subject: string; body: string }) => `${d.subject}\n${d.body}`;
/** A thin row (no description, title or industry): the composer falls back on the company and the city. */
const thin = (overrides: Parameters<typeof sampleProspect>[0]) =>
  sampleProspect({ title: null, industry: null, notes: null, fields: {}, ...overrides });

describe('readableProspect', () => {
  it('blanks only the suspicious fields', () => {
    const row = sampleProspect({ firstName: 'None', location: 'No physical office' });
    expect(readableProspect(row)).toEqual({ ...row, firstName: null, location: null });
    const clean = sampleProspect();
    expect(readableProspect(clean)).toBe(clean);
  });
});

describe('the offline composer never writes a suspicious value', () => {
  it('greets without a placeholder name, in its own words and in a template', () => {
    for (const firstName of ['None', '{{first_name}}', 'N/A', 'sara@pibit.ai', '=HYPERLINK("x","y")']) {
      const draft = composeOffline(sampleProspect({ firstName }), sampleBrief());
      expect(draft.body, firstName).not.toContain(firstName);
      expect(draft.body.split('\n')[0], firstName).not.toMatch(/Sara/);
    }
    const brief = sampleBrief({ template: 'Hi {{first_name|there}},\n\n{{opener}}\n\nBest,\nMaya' });
    expect(composeOffline(sampleProspect({ firstName: 'None' }), brief).body).toMatch(/^Hi there,/);
  });

  it('leaves out a formula company and a location that is no place', () => {
    const formula = composeOffline(thin({ company: `'=HYPERLINK("http://example.com","click")` }), sampleBrief());
    expect(text(formula)).not.toMatch(/HYPERLINK|=/);
    for (const location of ['Worldwide', 'Remote', 'No physical office', 'None! We have a small co-working space']) {
      const draft = composeOffline(thin({ location }), sampleBrief());
      expect(text(draft), location).not.toContain(location);
      expect(
        draft.factsUsed.filter((f) => f.field === 'location'),
        location,
      ).toEqual([]);
    }
  });

  it("names a location only as its place, on the Remote-in-Tech directory's office answers", () => {
    const answers = Papa.parse<{ name: string; office_locations_text: string }>(
      fixtureText('prospects/remoteintech-office-locations.csv'),
      { header: true, skipEmptyLines: true },
    )
      .data.map((r) => r.office_locations_text)
      .filter((v) => v.trim());
    let named = 0;
    for (const location of answers) {
      const draft = composeOffline(thin({ location }), sampleBrief());
      const place = placeName(location);
      const facts = draft.factsUsed.filter((f) => f.field === 'location');
      const said = facts.map((f) => f.claim);
      expect(said.every((claim) => claim === place) && facts.every((f) => f.supported), location).toBe(true);
      if (place === null) expect(text(draft), location).not.toContain(` in ${location.split(/[,\n|]/)[0]!.trim()}`);
      named += said.length;
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe.skipIf(!corpusPresent)(
  `on the graded set's broken rows ${needsCorpus('the graded e-mails are not redistributable')}`,
  () => {
    it('writes none of their broken values (p096 formula company, p032/p087/p046 locations)', () => {
      const rows = new Map(
        corpusText('graded-emails/public.jsonl')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { id: string; prospect: ReturnType<typeof sampleProspect> })
          .map((g) => [g.id, g.prospect]),
      );
      for (const [id, broken] of [
        ['p096', 'HYPERLINK'],
        ['p032', 'Worldwide'],
        ['p087', 'None!'],
        ['p046', 'No physical'],
      ] as const) {
        const prospect = sampleProspect(rows.get(id));
        expect(text(composeOffline(prospect, sampleBrief())), id).not.toContain(broken);
        expect(text(composeOffline(thin({ ...prospect }), sampleBrief())), id).not.toContain(broken);
      }
    });
  },
);
