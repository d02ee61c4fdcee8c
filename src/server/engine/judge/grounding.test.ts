import { describe, expect, it } from 'vitest';
import { prospectDataSchema } from '#shared/prospects.ts';
import { checkClaim, checkGrounding, groundingFlags } from './grounding.ts';
import { properNounsIn } from '../language/proper-nouns.ts';

const prospect = prospectDataSchema.parse({
  firstName: 'Sara',
  company: 'OpenAI Labs',
  title: 'Head of Growth',
  location: 'Zürich, Switzerland',
  notes:
    "We build iOS apps for YC startups' finance teams. Backed by Y-Combinator; 1,200 customers and 40% month-over-month growth.",
  fields: { 'Funding Stage': 'Series A', 'One-liner': 'Open AI tooling for co-pilots' },
});
const supported = (claim: string, field = 'notes') => checkClaim(claim, field, prospect).supported;

describe('properNounsIn', () => {
  it('finds acronyms, CamelCase brands and capitalised words inside a sentence', () => {
    expect(properNounsIn('They build iOS apps for YC companies like OpenAI in Berlin.')).toEqual([
      'iOS',
      'YC',
      'OpenAI',
      'Berlin',
    ]);
  });
  it('takes a sentence-initial word for a name only when the model tags it PROPN', () => {
    expect(properNounsIn('Founded to help teams.')).toEqual([]);
    expect(properNounsIn('Berlin is where they are.')).toEqual(['Berlin']);
  });
  it('never counts I, contractions or a number multiplier', () => {
    expect(properNounsIn("I think they're at 65M users")).toEqual([]);
  });
});

describe('checkClaim', () => {
  it('tolerates case, punctuation, possessives, plurals, hyphens, spacing and accents', () => {
    expect(supported('builds IOS APPS')).toBe(true);
    expect(supported("YC startup's finance team")).toBe(true);
    expect(supported('backed by Y Combinator')).toBe(true);
    expect(supported('backed by YCombinator')).toBe(true);
    expect(supported('based in Zurich', 'location')).toBe(true);
    expect(supported('open-AI tooling for copilots', 'one_liner')).toBe(true);
    expect(supported('1.2k customers')).toBe(true);
    expect(supported('40 percent growth')).toBe(true);
  });

  it('matches a name of many letter and digit runs as written (B2B2C)', () => {
    const marketplace = prospectDataSchema.parse({
      notes: 'Our B2B2C platform aggregates job seekers, tutors and employers.',
    });
    expect(checkClaim('a B2B2C platform for job seekers', 'notes', marketplace).supported).toBe(true);
    expect(checkClaim('a B2B2B platform for job seekers', 'notes', marketplace).supported).toBe(false);
  });

  it('never accepts a different number or name', () => {
    expect(supported('1,300 customers')).toBe(false);
    expect(supported('14% growth')).toBe(false);
    expect(supported('builds Android apps')).toBe(false);
    expect(supported('backed by Sequoia')).toBe(false);
    expect(supported('Series B', 'Funding Stage')).toBe(false);
    expect(supported('Sarah', 'firstName')).toBe(false);
  });

  it('rejects trigger events the field never mentions, and claims about something else', () => {
    expect(supported('is hiring finance engineers')).toBe(false);
    expect(supported('just launched a new product')).toBe(false);
    expect(supported('a leading pet-food brand')).toBe(false);
  });

  it('accepts the field under any alias: company, firstName, first_name, a custom header in any case', () => {
    expect(checkClaim('Sara', 'first_name', prospect)).toMatchObject({ supported: true, field: 'firstName' });
    expect(checkClaim('Sara', 'First Name', prospect)).toMatchObject({ supported: true, field: 'firstName' });
    expect(checkClaim('OpenAI Labs', 'company', prospect)).toMatchObject({ supported: true, field: 'company' });
    expect(checkClaim('OpenAI Labs', 'Company Name', prospect)).toMatchObject({ supported: true, field: 'company' });
    expect(checkClaim('Series A', 'funding_stage', prospect)).toMatchObject({
      supported: true,
      field: 'Funding Stage',
    });
  });

  it('rejects a claim on a missing or blank field, and a blank claim', () => {
    expect(checkClaim('Sara', 'nickname', prospect)).toMatchObject({ supported: false, field: null });
    expect(checkClaim('Acme', 'website', prospect)).toMatchObject({ supported: false, field: null });
    expect(checkClaim('  ', 'notes', prospect).supported).toBe(false);
  });

  it('reads a custom header as field text for names only', () => {
    const batch = prospectDataSchema.parse({ fields: { 'YC Batch': 'Winter 2021' } });
    expect(checkClaim("YC's Winter 2021 batch", 'YC Batch', batch).supported).toBe(true);
    expect(checkClaim('Winter 2022', 'YC Batch', batch).supported).toBe(false);
  });
});

describe('checkGrounding and groundingFlags', () => {
  it('flags a draft with any unsupported claim', () => {
    const facts = checkGrounding(
      [
        { claim: 'Sara', field: 'firstName' },
        { claim: 'raised a Series B', field: 'notes' },
      ],
      prospect,
    );
    expect(facts.map((f) => f.supported)).toEqual([true, false]);
    expect(groundingFlags(facts)).toEqual(['unsupported_claim']);
    expect(groundingFlags(facts.slice(0, 1))).toEqual([]);
  });
});
