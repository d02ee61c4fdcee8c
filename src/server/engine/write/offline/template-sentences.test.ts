import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { briefSchema, type Brief } from '#shared/brief.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';
import { prose } from './prose.ts';
import { hasFiniteVerb, verblessSentences } from './verbless.ts';

/**
 * Every sentence the composer writes itself — link and offer, value propositions, proof points, asks,
 * thin-row and off-audience notes, follow-up leads — parsed by the NLP model (language/nlp.ts): none may be a
 * verbless fragment ("Relaybase used by 40 remote engineering teams."). The hook paragraph quotes the
 * prospect's own description and is left to the grounding check. Briefs: the graded set's three
 * (copied here, as their wording is what broke the old composer) and docs/examples/brief-saas.json.
 */
const graded: Record<string, unknown> = {
  relaybase: {
    senderName: 'Sam Rivera',
    senderCompany: 'Relaybase',
    senderRole: 'Founder',
    offer:
      'Relaybase monitors your background jobs and webhooks and alerts the on-call engineer before customers notice a failure.',
    valueProps: [
      'catches silent job failures within a minute',
      'set up in ten minutes with one SDK call',
      'no agents to run',
    ],
    proofPoints: ['used by 40 remote engineering teams', 'cut incident detection time by 70% at one customer'],
    audience: 'engineering leaders at software companies with remote teams',
    callToAction: 'a 15-minute call next week',
    steps: 3,
  },
  keel: {
    senderName: 'Priya Nair',
    senderCompany: 'Keel Talent',
    offer:
      'Keel Talent places senior and staff software engineers with software companies, mostly remote-first. We send a shortlist of vetted candidates within 10 business days and charge a fee only when you hire.',
    valueProps: [
      'shortlist of 3–5 vetted senior engineers within 10 business days',
      'fee only on hire, with a 90-day replacement guarantee',
      'every candidate has passed a paid take-home reviewed by one of our senior engineers',
    ],
    proofPoints: ['placed 140 senior engineers since 2019', '9 in 10 placements still in the role after a year'],
    audience: 'CTOs, VPs of Engineering, engineering managers and technical founders at software companies',
    tone: 'direct',
    callToAction: 'ask whether they are hiring senior engineers this quarter',
  },
  northlight: {
    senderName: 'Jonas Berg',
    senderCompany: 'Northlight Studio',
    offer:
      'Northlight is a product design studio for B2B software. Our two-week onboarding audit finds where new users drop off and hands your team prioritised fixes and Figma prototypes ready to build.',
    valueProps: [
      'fixed price and a fixed two-week scope',
      'senior product designers only',
      'prototypes your engineers can build from directly',
    ],
    proofPoints: [
      'audited onboarding for 30 B2B SaaS products',
      'one client raised trial-to-paid conversion from 9% to 13% after the fixes',
    ],
    audience: 'heads of product, growth leaders and founders at B2B software companies',
    callToAction: 'ask whether onboarding or activation is a priority this quarter',
  },
};
const briefs: [string, Brief][] = [
  ...Object.entries(graded).map(([name, b]) => [name, briefSchema.parse(b)] as [string, Brief]),
  [
    'saas',
    briefSchema.parse(
      JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../../docs/examples/brief-saas.json'), 'utf8')),
    ),
  ],
  ['sample', sampleBrief()],
  ['no cta', sampleBrief({ callToAction: undefined })],
];
const rows = listProspects().slice(0, 60);

describe('hasFiniteVerb', () => {
  it.each([
    ['Relaybase used by 40 remote engineering teams.', false],
    ['Month-end close in five days.', false],
    ['What that looks like: no agents to run.', true],
    ['It’s used by 40 remote engineering teams.', true],
    ['Keel Talent places senior engineers with software companies.', true],
    ['Worth a 15-minute call next week?', true],
    ['Are you hiring senior engineers this quarter?', true],
    // A name ending in an acronym, then the verb the tagger reads as a noun; a past tense before `by` + -ing.
    ['Sennu AI reviews every pull request.', true],
    ['Chunkr started by building lumina.', true],
    ['AI tools for everyone.', false],
  ])('%s → %s', (sentence, finite) => expect(hasFiniteVerb(sentence)).toBe(finite));
});

describe.each(briefs)('every template sentence with the %s brief', (_, brief) => {
  it('has a finite verb, in first e-mails and follow-ups', () => {
    const fragments = new Set<string>();
    for (const { prospect } of rows)
      for (const step of [1, 2, 3, 4]) {
        const paragraphs = prose(composeOffline(prospect, brief, step).body).split('\n\n');
        const own = step === 1 ? paragraphs.slice(1) : paragraphs;
        for (const s of verblessSentences(own.join('\n\n'))) fragments.add(s);
      }
    expect([...fragments]).toEqual([]);
  }, 60_000);

  it('names the sender’s brand at most once in a first e-mail’s prose and never in its subject', () => {
    for (const { prospect } of rows) {
      const draft = composeOffline(prospect, brief, 1);
      const brand = brief.senderCompany;
      if (!brand) continue;
      expect(prose(draft.body).split(brand).length - 1).toBeLessThanOrEqual(1);
      expect(draft.subject).not.toContain(brand);
    }
  });

  it('never tells anyone they are the right person, and never invents a rationale', () => {
    for (const { prospect } of rows) {
      const body = composeOffline(prospect, brief, 1).body;
      expect(body).not.toMatch(
        /right person|reason for (?:this|my) note|why I’m writing|In practice, that means|What that looks like/i,
      );
    }
  });
});
