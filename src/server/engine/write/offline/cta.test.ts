import { describe, expect, it } from 'vitest';
import { clauseToQuestion } from './cta.ts';

/**
 * A brief's described ask turned into the question the e-mail asks (cta.ts), on asks of our own: the
 * auxiliary moved before "you", and "do" for a main verb (English's do-support). The blind readers of a
 * fresh brief marked "Have you a trade show on the calendar?" as awkward.
 */
describe('clauseToQuestion', () => {
  it.each([
    ['they are hiring senior engineers this quarter', 'Are you hiring senior engineers this quarter?'],
    ['onboarding or activation is a priority this quarter', 'Is onboarding or activation a priority this quarter?'],
    [
      'they have a trade show on the calendar in the next six months',
      'Do you have a trade show on the calendar in the next six months?',
    ],
    ['they run their own cold storage', 'Do you run your own cold storage?'],
    ['they have hired a first account executive', 'Have you hired a first account executive?'],
    // An irregular participle is no object: "Do you have thought about …" was the readers' "ungrammatical ask".
    ['they have thought about starting a podcast this year', 'Have you thought about starting a podcast this year?'],
  ])('“%s” → “%s”', (clause, question) => expect(clauseToQuestion(clause)).toBe(question));

  it('gives up on a verb it cannot support without guessing its base form', () => {
    expect(clauseToQuestion('a spoiled load cost them money last quarter')).toBeNull();
    expect(clauseToQuestion('they hired a first account executive')).toBeNull();
  });
});
