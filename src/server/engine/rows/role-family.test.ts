import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { listProspects } from '../testing/prospect-lists.ts';
import { audienceFamilies, audienceFit, roleFamiliesOf, roleFamilyOf } from './role-family.ts';

// Titles and audiences from the graded set (../shared/data/graded-emails: briefs.json and its prospect rows).
const RELAYBASE = 'engineering leaders at software companies with remote teams';
const KEEL =
  'CTOs, VPs of Engineering, engineering managers and technical founders at software companies that hire senior engineers';
const NORTHLIGHT =
  'heads of product, growth leaders and founders at B2B software companies with a self-serve trial or onboarding flow';
// docs/examples/brief-saas.json
const SAAS = 'Founders and operators at venture-backed startups, especially recent Y Combinator companies';

describe('roleFamiliesOf', () => {
  it.each([
    ['VP of Engineering', ['engineering']],
    ['Co-founder & CTO', ['engineering', 'executive']],
    ['Head of Growth', ['growth']],
    ['COO', ['operations']],
    ['Director of Operations', ['operations']],
    ['Head of Product', ['product']],
    ['Senior Product Manager, Platform', ['product']],
    ['VP Sales', ['sales']],
    ['Chief Revenue Officer', ['sales']],
    ['Head of Marketing', ['marketing']],
    ['Founder', ['executive']],
    ['Co-founder & CEO', ['executive']],
    ['', []],
    ['Wizard', []],
  ])('%s → %j', (title, families) => expect(roleFamiliesOf(title)).toEqual(families));
});

describe('audienceFamilies', () => {
  it('reads the roles and ignores the company description after "at"', () => {
    expect(audienceFamilies(RELAYBASE)).toEqual(['engineering']);
    expect(audienceFamilies(KEEL)).toEqual(['engineering', 'executive']);
    expect(audienceFamilies(NORTHLIGHT)).toEqual(['product', 'growth', 'executive']);
    expect(audienceFamilies('')).toEqual([]);
  });
});

describe('audienceFit', () => {
  it.each([
    ['VP Sales', RELAYBASE, 'out'],
    ['Head of Marketing', RELAYBASE, 'out'],
    ['Head of Growth', RELAYBASE, 'out'],
    ['COO', KEEL, 'out'],
    ['Head of Marketing', NORTHLIGHT, 'out'],
    ['Head of Growth', NORTHLIGHT, 'in'],
    ['Engineering Manager', RELAYBASE, 'in'],
    ['Founder', RELAYBASE, 'in'],
    ['CEO', KEEL, 'in'],
    ['', RELAYBASE, 'unknown'],
    ['VP Sales', '', 'unknown'],
    // IT (Apollo's and ZoomInfo's own department) is not engineering: an IT head buys seats, an engineering manager ships code.
    ['IT Director', 'finance leaders and IT heads at companies with 150+ employees', 'in'],
    ['Engineering Manager', 'finance leaders and IT heads at companies with 150+ employees', 'out'],
    ['CIO', 'finance leaders and IT heads at companies with 150+ employees', 'in'],
    // Growth titles sit in marketing departments: an audience of marketing leaders reaches them.
    ['Head of Growth', 'marketing leaders and event managers at B2B software companies', 'in'],
  ])('%s for "%s" is %s', (title, audience, fit) => expect(audienceFit(title, audience).fit).toBe(fit));
});

describe('roleFamilyOf', () => {
  it.each([
    ['Engineering Manager', 'engineering'],
    ['CTO', 'engineering'],
    ['Head of Growth', 'growth'],
    ['Director of Operations', 'operations'],
    ['CEO', 'executive'],
    ['Barista', 'other'],
    ['', 'other'],
  ])('%s is %s', (title, family) => expect(roleFamilyOf(title)).toBe(family));

  it('places every title of the committed remoteintech list', () => {
    const titles = new Set(listProspects().map((r) => r.prospect.title ?? ''));
    expect([...titles].filter((t) => roleFamilyOf(t) === 'other')).toEqual([]);
  });
});

describe('audienceFit for the composer', () => {
  it.each([
    ['CTO', SAAS, 'out'],
    ['Co-founder & CTO', SAAS, 'in'],
    ['COO', SAAS, 'in'],
    ['Director of Operations', SAAS, 'in'],
    ['VP Sales', SAAS, 'out'],
    ['Engineering Manager', SAAS, 'out'],
    ['Head of Product', RELAYBASE, 'out'],
    ['COO', RELAYBASE, 'out'],
    ['Founder', KEEL, 'in'],
  ])('%s for "%s" is %s', (title, audience, fit) => expect(audienceFit(title, audience).fit).toBe(fit));

  it('names its evidence', () => {
    expect(audienceFit('VP Sales', RELAYBASE)).toMatchObject({
      fit: 'out',
      family: 'sales',
      reason: 'VP Sales is sales; the audience names engineering.',
    });
  });

  type Graded = { brief_id: string; verdict: string; prospect: { title: string | null }; reasons: string[] };
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
      const fit = (g: Graded) => audienceFit(g.prospect.title, briefs[g.brief_id]!.audience).fit;
      expect(called.filter((g) => fit(g) !== 'out').map((g) => g.prospect.title)).toEqual([]);
      expect(graded.filter((g) => g.verdict === 'send' && fit(g) === 'out').map((g) => g.prospect.title)).toEqual([]);
    },
  );
});
