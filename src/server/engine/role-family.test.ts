import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { listProspects } from './testing/prospect-lists.ts';
import { audienceFamilies, audienceFit, roleFamilyOf, titleRoles } from './role-family.ts';

// The three briefs of the graded set (../shared/data/graded-emails/briefs.json) and docs/examples/brief-saas.json.
const RELAYBASE = 'engineering leaders at software companies with remote teams';
const KEEL =
  'CTOs, VPs of Engineering, engineering managers and technical founders at software companies that hire senior engineers';
const NORTHLIGHT =
  'heads of product, growth leaders and founders at B2B software companies with a self-serve trial or onboarding flow';
const SAAS = 'Founders and operators at venture-backed startups, especially recent Y Combinator companies';

describe('roleFamilyOf', () => {
  it.each([
    ['Engineering Manager', 'engineering'],
    ['VP of Engineering', 'engineering'],
    ['CTO', 'engineering'],
    ['Co-founder & CTO', 'engineering'],
    ['Chief Technology Officer', 'engineering'],
    ['Head of Product', 'product'],
    ['Product Designer', 'design'],
    ['Head of Growth', 'marketing'],
    ['Head of Marketing', 'marketing'],
    ['Product Marketing Manager', 'marketing'],
    ['VP Sales', 'sales'],
    ['Account Executive', 'sales'],
    ['Director of Operations', 'operations'],
    ['COO', 'operations'],
    ['Chief Operating Officer', 'operations'],
    ['CFO', 'finance'],
    ['Head of People', 'people'],
    ['Talent Acquisition Lead', 'people'],
    ['CEO', 'executive'],
    ['Co-founder & CEO', 'executive'],
    ['Founder', 'executive'],
    ['President', 'executive'],
    ['Head of IT', 'engineering'],
    ['Barista', 'other'],
    ['', 'other'],
  ])('%s is %s', (title, family) => {
    expect(roleFamilyOf(title)).toBe(family);
  });

  it('puts a C-level function title in its function and in executive', () => {
    expect(titleRoles('COO')).toEqual({
      family: 'operations',
      families: ['operations', 'executive'],
      generalExecutive: false,
    });
    expect(titleRoles('Co-founder & CTO').generalExecutive).toBe(true);
    expect(titleRoles('Account Executive').families).toEqual(['sales']);
  });

  it('maps every title of the committed remoteintech list to a family', () => {
    const titles = new Set(listProspects().map((r) => r.prospect.title ?? ''));
    expect([...titles].filter((t) => roleFamilyOf(t) === 'other')).toEqual([]);
  });
});

describe('audienceFamilies', () => {
  it('reads only the roles part of an audience', () => {
    expect(audienceFamilies(RELAYBASE)).toEqual({
      families: ['engineering'],
      growthOnly: false,
      namesExecutives: false,
      namesLeaders: true,
    });
    expect(audienceFamilies(KEEL).families.sort()).toEqual(['engineering', 'executive']);
    expect(audienceFamilies(NORTHLIGHT).families.sort()).toEqual(['executive', 'marketing', 'product']);
    expect(audienceFamilies(SAAS).families.sort()).toEqual(['executive', 'operations']);
    expect(audienceFamilies(NORTHLIGHT).growthOnly).toBe(true);
    expect(audienceFamilies('software companies with remote teams').families).toEqual([]);
    expect(audienceFamilies(undefined).families).toEqual([]);
  });
});

describe('audienceFit', () => {
  it.each([
    ['Engineering Manager', RELAYBASE, 'in'],
    ['CEO', RELAYBASE, 'in'],
    ['Founder', RELAYBASE, 'in'],
    ['Co-founder & CTO', KEEL, 'in'],
    ['Founder', KEEL, 'in'],
    ['Head of Growth', NORTHLIGHT, 'in'],
    ['Head of Product', NORTHLIGHT, 'in'],
    ['COO', SAAS, 'in'],
    ['Director of Operations', SAAS, 'in'],
    ['CTO', SAAS, 'in'],
    // The graded set's off-audience e-mails (dont_send): on-call monitoring for sales, marketing,
    // product and operations; engineering hiring for a COO and a VP Sales.
    ['VP Sales', RELAYBASE, 'out'],
    ['Head of Marketing', RELAYBASE, 'out'],
    ['Head of Product', RELAYBASE, 'out'],
    ['Head of Growth', RELAYBASE, 'out'],
    ['COO', RELAYBASE, 'out'],
    ['Director of Operations', RELAYBASE, 'out'],
    ['COO', KEEL, 'out'],
    ['VP Sales', KEEL, 'out'],
    ['Head of Marketing', NORTHLIGHT, 'out'],
    ['VP Sales', SAAS, 'out'],
    ['Engineering Manager', SAAS, 'out'],
    ['', RELAYBASE, 'unknown'],
    ['CTO', undefined, 'unknown'],
    ['CTO', 'software companies with remote teams', 'unknown'],
    ['COO', 'executives at logistics companies', 'in'],
    ['Head of Marketing', 'marketing and growth leaders', 'in'],
  ])('%s for "%s" is %s', (title, audience, fit) => {
    expect(audienceFit(title, audience).fit).toBe(fit);
  });

  it('names its evidence', () => {
    expect(audienceFit('VP Sales', RELAYBASE)).toEqual({
      fit: 'out',
      family: 'sales',
      reason: 'VP Sales is sales; the audience names engineering.',
    });
  });

  type Graded = { brief_id: string; prospect: { title: string | null }; reasons: string[] };
  it.skipIf(!corpusPresent)(
    `calls out every prospect the graded set's experts called off-audience ${needsCorpus('graded-emails')}`,
    () => {
      const briefs = JSON.parse(readFileSync(corpusPath('graded-emails/briefs.json'), 'utf8')) as Record<
        string,
        { audience: string }
      >;
      const graded = readFileSync(corpusPath('graded-emails/public.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Graded);
      // Reasons that name the role (not "crypto media, off-audience reason", which is about the company).
      const called = graded.filter((g) =>
        g.reasons.some(
          (r) => /right person/i.test(r) || (/off-audience/i.test(r) && r.includes(g.prospect.title ?? '?')),
        ),
      );
      expect(called.length).toBeGreaterThan(10);
      const missed = called.filter((g) => audienceFit(g.prospect.title, briefs[g.brief_id]!.audience).fit !== 'out');
      expect(missed.map((g) => g.prospect.title)).toEqual([]);
      // And no e-mail the experts would send went to someone outside the audience.
      const sent = graded.filter((g) => (g as Graded & { verdict: string }).verdict === 'send');
      expect(sent.filter((g) => audienceFit(g.prospect.title, briefs[g.brief_id]!.audience).fit === 'out')).toEqual([]);
    },
  );
});
