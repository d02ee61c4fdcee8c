import { describe, expect, it } from 'vitest';
import { sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { companyTypeMismatch, describedKind, industryKind } from './company-type.ts';

describe('industryKind (GICS sub-industries and CRM labels)', () => {
  it.each([
    ['Restaurants', 'goods'],
    ['Brewers', 'goods'],
    ['Rail Transportation', 'goods'],
    ['Semiconductors', 'goods'],
    ['Multi-Utilities', 'services'],
    ['Diversified Banks', 'services'],
    ['Application Software', 'software'],
    ['Information Technology & Services', 'software'],
    ['Engineering, Product and Design', 'software'],
  ])('reads %j as %s', (industry, kind) => {
    expect(industryKind(industry)?.kind).toBe(kind);
  });

  it.each([['Fintech'], ['Credit and Lending'], ['Healthcare'], ['Legal'], ['Education'], ['B2B'], [''], [null]])(
    'says nothing of the start-up sector %j, where most companies are software companies',
    (industry) => {
      expect(industryKind(industry)).toBeNull();
    },
  );
});

describe('companyTypeMismatch', () => {
  const at = (industry: string, title = 'VP Sales') => sampleProspect({ industry, title, company: 'Acme' });
  const saas = 'sales leaders at B2B SaaS companies (30–1,000 employees)';
  const freight = 'logistics leaders at manufacturers and distributors shipping pallets';

  it('finds a company of another kind than the audience names, both ways', () => {
    expect(companyTypeMismatch(at('Restaurants'), saas)).toBe(
      'Acme is in “Restaurants” (food, beverage and tobacco), not one of the “SaaS companies” the brief’s audience names',
    );
    expect(companyTypeMismatch(at('Application Software', 'COO'), freight)).toContain('not one of the “manufacturers”');
  });

  it('leaves engineers, unknown sectors, fitting kinds and audiences about what companies use alone', () => {
    expect(
      companyTypeMismatch(at('Restaurants', 'Engineering Manager'), 'engineering leaders at software companies'),
    ).toBeNull();
    expect(companyTypeMismatch(at('Fintech'), saas)).toBeNull();
    expect(companyTypeMismatch(at('Application Software'), saas)).toBeNull();
    expect(
      companyTypeMismatch(at('Multi-Utilities', 'CFO'), 'finance leaders at companies running 100+ SaaS tools'),
    ).toBeNull();
  });
});

describe('describedKind: what a description says the company is, when the industry field does not', () => {
  const described = (description: string) => sampleProspect({ industry: 'B2B', notes: description });

  it('reads software and goods words the company uses of itself, not of its customers', () => {
    expect(describedKind(described('Acme is an AI-powered platform for warehouse teams.'))).toEqual({
      kind: 'software',
      words: 'AI-powered',
    });
    expect(describedKind(described('We manufacture recycled packaging for food brands.'))).toMatchObject({
      kind: 'goods',
    });
    expect(describedKind(described('A marketplace app that helps manufacturers sell spare capacity.'))).toMatchObject({
      kind: 'software',
    });
  });

  it('reads the goods a company lets others sell as theirs, not its own', () => {
    const platform =
      'Hotplate is changing how people sell food across the US by giving chefs and bakers the tools necessary to launch and manage a food business online. There are talented people capable of making amazing food.';
    expect(describedKind(described(platform))).toMatchObject({ kind: 'software' });
    expect(describedKind(described('Acely is the leading AI tutor for the digital SAT and ACT.'))).toMatchObject({
      kind: 'software',
    });
    // Goods the company makes itself stay goods: the enabling clause is its customers' only to the end of the sentence.
    expect(describedKind(described('We help families eat better. We make frozen meals in Ohio.'))).toMatchObject({
      kind: 'goods',
    });
  });

  it('says nothing of a description with both kinds of word, or neither', () => {
    expect(describedKind(described('We make furniture and sell it through our own app.'))).toBeNull();
    expect(describedKind(described('We help founders sleep better.'))).toBeNull();
    expect(describedKind(sampleProspect({ notes: null, fields: {} }))).toBeNull();
  });

  it('turns a software company away from an audience of goods or vehicle companies', () => {
    const fleets = 'fleet managers at delivery and courier companies running 50 or more vans';
    expect(
      companyTypeMismatch({ ...described('Acme is a platform for fleet billing.'), title: 'COO' }, fleets),
    ).toContain('describes itself as “platform”');
    expect(
      companyTypeMismatch({ ...described('We run same-day courier vans in Leeds.'), title: 'COO' }, fleets),
    ).toBeNull();
  });
});
