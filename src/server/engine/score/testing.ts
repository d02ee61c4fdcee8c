import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import type { ScoreInput } from './input.ts';

/**
 * Test input for the score: the engine fixtures' grounded model answer (a 38-word body, one question,
 * subject "Underwriting spreadsheets at Pibit") for Sara Lind, Head of Underwriting at Pibit.ai, with
 * two supported facts; a 45-word target so that body sits in the length pass band.
 */
export const scoreInput = (overrides: Partial<ScoreInput> = {}): ScoreInput => {
  const { subject, opener, body } = modelAnswer();
  return {
    subject,
    opener,
    body,
    factsUsed: [
      { claim: 'serves 1,200 carriers', field: 'notes', supported: true },
      { claim: 'Head of Underwriting', field: 'title', supported: true },
    ],
    brief: sampleBrief({ lengthWords: 45 }),
    prospect: sampleProspect(),
    step: 1,
    ...overrides,
  };
};

/** `n` one-syllable words in sentences of `perSentence` words: `cat cat … cat. cat …`. */
export const words = (n: number, perSentence = 8) =>
  Array.from({ length: n }, (_, i) => (i % perSentence === perSentence - 1 || i === n - 1 ? 'cat.' : 'cat')).join(' ');
