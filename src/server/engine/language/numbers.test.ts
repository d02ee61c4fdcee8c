import { describe, expect, it } from 'vitest';
import { numbersIn, sameNumber } from './numbers.ts';

const values = (text: string) => numbersIn(text).map((n) => [n.value, n.kind]);

describe('numbersIn', () => {
  it.each([
    ['1,000 users', [[1000, 'plain']]],
    ['1k users', [[1000, 'plain']]],
    ['1.2K users', [[1200, 'plain']]],
    ['40% faster', [[40, 'percent']]],
    ['40 percent faster', [[40, 'percent']]],
    ['40 per cent', [[40, 'percent']]],
    ['raised $2M', [[2_000_000, 'currency']]],
    ['raised $2.5 million', [[2_500_000, 'currency']]],
    ['raised 2 million dollars', [[2_000_000, 'currency']]],
    ['€3bn fund', [[3_000_000_000, 'currency']]],
    ['founded in 2021', [[2021, 'plain']]],
    ['the 3rd product', [[3, 'plain']]],
    [
      '10–20 people',
      [
        [10, 'plain'],
        [20, 'plain'],
      ],
    ],
    [
      '24/7 support',
      [
        [24, 'plain'],
        [7, 'plain'],
      ],
    ],
    ['three founders', [[3, 'plain']]],
    ['a million downloads', [[1_000_000, 'plain']]],
    ['thousands of teams', [[1000, 'plain']]],
    ['5000mAh battery', [[5000, 'plain']]],
    [
      'GPT-4 and GPT-5',
      [
        [4, 'plain'],
        [5, 'plain'],
      ],
    ],
  ])('reads %j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it('leaves digits inside names to the name check (B2B, Web3, W21)', () => {
    expect(numbersIn('a B2B Web3 startup from W21')).toEqual([]);
  });

  it('does not count "one" (mostly a pronoun) or a multiplier word twice', () => {
    expect(values('one of the 65 million investors')).toEqual([[65_000_000, 'plain']]);
  });
});

describe('sameNumber', () => {
  const one = (text: string) => numbersIn(text)[0]!;
  it('compares by value, across spellings', () => {
    expect(sameNumber(one('1k'), one('1,000'))).toBe(true);
    expect(sameNumber(one('$2M'), one('$2,000,000'))).toBe(true);
    expect(sameNumber(one('1,001'), one('1,000'))).toBe(false);
  });
  it('lets a claim drop a % or $ but never add one', () => {
    expect(sameNumber(one('40'), one('40%'))).toBe(true);
    expect(sameNumber(one('40%'), one('40 employees'))).toBe(false);
    expect(sameNumber(one('$40'), one('40%'))).toBe(false);
  });
});
