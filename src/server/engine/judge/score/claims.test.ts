import { describe, expect, it } from 'vitest';
import { sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { findClaims } from './claims.ts';
import { scoreInput } from './testing.ts';

/**
 * Whole-text grounding's newer rules (claims.ts 8 and 9, and what is not a claim), on e-mails of our own
 * to the fixtures' prospect (Sara Lind, Head of Underwriting at Pibit.ai, an insurtech serving 1,200
 * carriers) from the fixtures' sender (Ledgerline: bordereaux reconciliation).
 */
const unsupported = (body: string, overrides = {}) =>
  findClaims(scoreInput({ subject: 'Bordereaux at Pibit', body: `Hi Sara,\n\n${body}\n\nMaya`, ...overrides }))
    .filter((c) => !c.supported)
    .map((c) => c.reason);

describe('a kind pinned on the prospect (rule 8)', () => {
  it('flags two or more words of a kind the row does not hold, before or after "like yours"', () => {
    expect(unsupported('We help seed-funded consumer lending companies like yours close the books.')).toEqual([
      expect.stringMatching(/^describes the prospect as “seed-funded consumer lending companies/),
    ]);
    expect(
      unsupported('Ledgerline is built for teams like yours that have outgrown their billing spreadsheets.'),
    ).toEqual([
      expect.stringMatching(/^describes the prospect as “teams that have outgrown their billing spreadsheets”/),
    ]);
  });

  it('accepts the row’s own words, one loose word, and kinds said of other companies', () => {
    expect(unsupported('We help insurtech companies like yours close the books.')).toEqual([]);
    expect(unsupported('We work with underwriting teams like yours every month.')).toEqual([]);
    expect(unsupported('We help remote teams like yours close the books.')).toEqual([]);
  });
});

describe('a brief phrase with its negation turned round (rule 9)', () => {
  const brief = sampleBrief({
    offer: 'Ledgerline reconciles bordereaux and only charges for the months where we can match every line.',
  });

  it('flags the brief’s phrase with a negation added or dropped', () => {
    expect(unsupported('Ledgerline only charges for the months where we cannot match every line.', { brief })).toEqual([
      expect.stringMatching(/^says the opposite of the brief’s “Ledgerline reconciles/),
    ]);
  });

  it('accepts the phrase as the brief says it, and a negation outside the shared words', () => {
    expect(unsupported('Ledgerline only charges for the months where we can match every line.', { brief })).toEqual([]);
    expect(
      unsupported('It only charges for the months where we can match every line, not per seat.', { brief }),
    ).toEqual([]);
  });
});

describe('what is not a name or a figure', () => {
  it('accepts an acronym of the row’s or the brief’s own words and a plural acronym', () => {
    const prospect = sampleProspect({
      notes: 'Pibit.ai builds commercial underwriting software for managing general agents.',
    });
    // CUS: commercial underwriting software; CRV abbreviates nothing the row or the brief says.
    expect(unsupported('Your CUS team may know the month-end pain.', { prospect })).toEqual([]);
    expect(unsupported('Your CRV team may know the month-end pain.', { prospect })).toEqual([
      expect.stringMatching(/“CRV” is in neither/),
    ]);
    expect(
      unsupported('Your MGA partners reconcile every month, and your UWs check the totals.', { prospect }),
    ).toEqual([]);
  });

  it('reads placeholders and a hedged frequency as no claim, and still checks unhedged figures', () => {
    expect(unsupported('Carriers often compare "X vs Y" before they pick a tool.')).toEqual([]);
    expect(unsupported('I’d guess one bordereau in ten arrives with a broken column.')).toEqual([]);
    expect(unsupported('One bordereau in ten arrives with a broken column.')).toEqual([
      expect.stringMatching(/“ten” is in neither/),
    ]);
  });

  it('reads a language spoken of as a language, a hedged guess and a vague amount as no claim', () => {
    expect(unsupported('Not every carrier writes its bordereaux in English or in German.')).toEqual([]);
    expect(unsupported('Beyond English-speaking markets, the columns change names.')).toEqual([]);
    expect(unsupported('Your German carriers send late bordereaux.')).toEqual([
      expect.stringMatching(/“German” is in neither/),
    ]);
    expect(unsupported('I’d guess some of them are in Europe.')).toEqual([]);
    expect(unsupported('It may be easier to fix this before a few dozen more carriers join.')).toEqual([]);
    expect(unsupported('Carriers in Japan and Korea send them in those two formats.')).toEqual([
      expect.stringMatching(/“Japan” is in neither/),
    ]);
  });

  it('lets the sender describe their own clients in the brief’s words', () => {
    const brief = sampleBrief({ proofPoints: ['used by 40 early-stage MGAs in the US'] });
    expect(unsupported('We work with early-stage MGAs across the US.', { brief })).toEqual([]);
    expect(unsupported('As an early-stage insurtech, you reconcile by hand.', { brief })).toEqual([
      expect.stringMatching(/^calls the prospect “early-stage”/),
    ]);
  });
});
