import { briefSchema } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
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

/**
 * A brief of our own for the verdict's tests (monitoring for engineering leaders), shaped like the graded
 * set's: an offer, value props, proof points, an audience and a call to action.
 */
export const monitoringBrief = () =>
  briefSchema.parse({
    senderName: 'Nora Quist',
    senderCompany: 'Pagerline',
    senderRole: 'Founder',
    offer:
      'Pagerline watches your scheduled jobs and queues and pages the on-call engineer when one stalls or fails silently.',
    valueProps: ['alerts within two minutes of a stalled job', 'one SDK call to set up', 'no agents to run'],
    proofPoints: ['used by 25 remote engineering teams', 'cut time-to-detect by 60% at one customer'],
    audience: 'engineering leaders at software companies with remote teams',
    callToAction: 'ask whether silent job failures are a problem for them',
  });

/** A real row of the committed Remote-in-Tech list, by company name, with its title replaced when given. */
export function listRow(company: string, title?: string): ProspectData {
  const found = listProspects().find((r) => r.prospect.company === company);
  if (!found) throw new Error(`no row for ${company} in the committed prospect list`);
  return title === undefined ? found.prospect : { ...found.prospect, title };
}

/** A verdict test's input: an e-mail to a list row under the monitoring brief, step 1, no declared facts. */
export const verdictInput = (
  prospect: ProspectData,
  subject: string,
  body: string,
  overrides: Partial<ScoreInput> = {},
): ScoreInput => ({
  subject,
  opener: '',
  body,
  factsUsed: [],
  brief: monitoringBrief(),
  prospect,
  step: 1,
  ...overrides,
});
