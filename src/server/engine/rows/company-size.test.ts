import { describe, expect, it } from 'vitest';
import { sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { audienceSize, headcountOf, sizeMismatch, sizeOutside, smallerMatters } from './company-size.ts';

const prospect = (fields: Record<string, string>) => sampleProspect({ fields });

describe('headcountOf', () => {
  it.each([
    [{ 'Number of Employees': '116' }, { low: 116, high: 116, text: '116' }],
    [{ employees: '1,200' }, { low: 1200, high: 1200, text: '1,200' }],
    [{ employees: '3500' }, { low: 3500, high: 3500, text: '3,500' }],
    [{ 'Company size': '11-50' }, { low: 11, high: 50, text: '11–50' }],
    [{ Headcount: '51 – 200 employees' }, { low: 51, high: 200, text: '51–200' }],
    [{ 'Team size': '10,001+' }, { low: 10001, high: Number.POSITIVE_INFINITY, text: 'over 10,001' }],
  ])('reads %j', (fields, expected) => {
    expect(headcountOf(prospect(fields))).toMatchObject(expected);
  });

  it.each([[{ employees: 'medium' }], [{ employees: '1' }], [{ employees: '0' }], [{ employees: '50-11' }], [{}]])(
    'has none for %j (not a figure, a solo founder, or no such field)',
    (fields) => {
      expect(headcountOf(prospect(fields))).toBeNull();
    },
  );
});

describe('audienceSize', () => {
  it.each([
    ['Founders and operators at venture-backed startups, especially recent Y Combinator companies', 1, 249, 'startups'],
    ['Founders of early-stage SaaS companies', 1, 249, 'early-stage'],
    ['Owners of small businesses in retail', 1, 49, 'small businesses'],
    ['Finance leaders at mid-market manufacturers', 50, 249, 'mid-market'],
    ['CISOs at enterprise companies', 250, Number.POSITIVE_INFINITY, 'enterprise companies'],
    ['IT leaders at large enterprises', 250, Number.POSITIVE_INFINITY, 'enterprises'],
    // The audience's own figures win over its words.
    ['HR leaders at startups with 50–500 employees', 50, 500, '50–500 employees'],
    ['Agencies with fewer than 20 people', 1, 19, 'fewer than 20 people'],
    ['Ops teams at companies with 1,000+ employees', 1000, Number.POSITIVE_INFINITY, '1,000+ employees'],
  ])('reads %j', (audience, low, high, words) => {
    expect(audienceSize(audience)).toEqual({ low, high, words, stated: /\d/.test(words) });
  });

  it.each([
    ['engineering leaders at software companies with remote teams'],
    ['heads of product, growth leaders and founders at B2B software companies'],
    ['CTOs at enterprise software companies'],
    [''],
    [null],
  ])('names no size in %j', (audience) => {
    expect(audienceSize(audience)).toBeNull();
  });
});

describe('sizeMismatch', () => {
  const startups = 'Founders and operators at venture-backed startups';
  const employees = (n: string) => prospect({ 'Number of Employees': n });

  it('calls a company CLEAR_FACTOR times past the audience’s edge outside it, naming both figures', () => {
    expect(sizeMismatch(employees('7000'), startups)).toBe(
      '7,000 people (Number of Employees) is far outside the “startups” the brief’s audience names (up to 249 people).',
    );
    expect(sizeMismatch(employees('1000'), startups)).toContain('1,000 people');
    expect(sizeMismatch(employees('10,001+'), startups)).toContain('Over 10,001 people');
    expect(sizeMismatch(employees('12'), 'IT leaders at enterprises')).toContain('(250 or more people)');
  });

  it('lets a company near the edge through: a 300-person scale-up still calls itself a startup', () => {
    expect(sizeMismatch(employees('300'), startups)).toBeNull();
    expect(sizeMismatch(employees('999'), startups)).toBeNull();
    expect(sizeMismatch(employees('201-500'), startups)).toBeNull();
    expect(sizeMismatch(employees('80'), 'IT leaders at enterprises')).toBeNull();
  });

  it('says nothing when either side is unknown', () => {
    expect(sizeMismatch(employees('7000'), 'engineering leaders at software companies')).toBeNull();
    expect(sizeMismatch(prospect({}), startups)).toBeNull();
  });
});

describe('smallerMatters', () => {
  const smaller = (audience: string) => sizeMismatch(prospect({ Employees: '3' }), audience);

  it('lets a company below a stated range through when nothing the audience names grows with size', () => {
    // The blind readers sent notes to 2-, 7- and 30-person companies for these audiences.
    expect(
      smallerMatters('marketing leaders at B2B software companies (50–2,000 employees) that exhibit at trade shows'),
    ).toBe(false);
    expect(
      smallerMatters('founders and COOs at companies of 10–200 employees that do not yet have a benefits team'),
    ).toBe(false);
    expect(smaller('heads of product at software companies (20–1,000 employees) selling abroad')).toBeNull();
  });

  it('counts it when the audience names a volume, something its companies have, or a market by size', () => {
    expect(
      smallerMatters(
        'finance leaders at companies of 50–1,000 employees that pay hundreds of supplier invoices a month',
      ),
    ).toBe(true);
    expect(smallerMatters('COOs at companies with 150–3,000 employees running 100+ SaaS tools')).toBe(true);
    expect(smallerMatters('fleet managers at courier companies (100–900 employees) with 50 or more vans')).toBe(true);
    expect(smallerMatters('support leads at companies with a support team (20–500 employees)')).toBe(true);
    expect(smallerMatters('IT leaders at enterprises')).toBe(true);
    expect(
      smaller('finance leaders at companies of 50–1,000 employees that pay hundreds of supplier invoices a month'),
    ).toContain('far outside');
    // A floor alone ("500+ employees", "over 200 people") is the market by size.
    expect(smallerMatters('HR leaders at companies with 500+ employees')).toBe(true);
    expect(smallerMatters('HR leaders at companies of over 200 people')).toBe(true);
  });

  it('reports the smaller side either way, for a writer who calls the company exactly the fit', () => {
    expect(sizeOutside(prospect({ Employees: '30' }), 'CEOs at companies of 50–2,000 employees')).toEqual({
      reason: '30 people (Employees) is outside the “50–2,000 employees” the brief’s audience names.',
      smaller: true,
    });
    expect(sizeOutside(prospect({ Employees: '3,000' }), 'CEOs at companies of 50–2,000 employees')?.smaller).toBe(
      false,
    );
  });
});
