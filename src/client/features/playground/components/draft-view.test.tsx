import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { streamedDraftSchema } from '../api/personalize-stream.ts';
import { DraftView } from './draft-view.tsx';

/** The playground's written e-mail (/dashboard/generation): its verdict beside the subject and in the score. */
const draft = streamedDraftSchema.parse({
  subject: 'Underwriting at Pibit',
  opener: 'Saw Pibit is rebuilding commercial underwriting.',
  body: 'Hi Sara,\n\nSaw Pibit is rebuilding commercial underwriting.',
  factsUsed: [{ claim: 'rebuilding commercial underwriting', field: 'notes', supported: true }],
  flags: ['unsupported_claim'],
  model: 'offline',
  tokens: { input: 0, output: 0 },
  costUsd: 0,
  score: {
    grade: 'F',
    verdict: 'dont_send',
    criteria: [{ id: 'grounding', result: 'fail', reason: '“raised $40M” is not in the row', verdict: 'dont_send' }],
    claims: [{ text: 'raised $40M', in: 'body', supported: false, field: null, reason: 'no funding in the row' }],
  },
});

describe('DraftView', () => {
  it('shows the verdict beside the subject once the e-mail is scored', () => {
    render(<DraftView draft={draft} />);
    const title = screen.getByText('Underwriting at Pibit');
    expect(title.parentElement).toHaveTextContent('Underwriting at PibitDon’t send');
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByRole('heading')).toHaveTextContent('Score: F Don’t send');
    expect(within(score).getByRole('listitem')).toHaveTextContent('Grounding: “raised $40M” is not in the row');
  });

  it('shows no verdict while the e-mail is still being written', () => {
    render(
      <DraftView draft={{ subject: 'Under', body: 'Hi', factsUsed: [], flags: [], model: '', score: null }} writing />,
    );
    expect(screen.queryByText(/Send|Edit|Don’t send/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
  });
});
