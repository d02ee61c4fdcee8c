import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { criterionLabels, verdictLabels } from '#client/config/score-labels.ts';
import { emailScoreSchema, emailVerdicts, scoreCriterionIds } from '#shared/emails.ts';
import { ScoreCriteria } from './score-criteria.tsx';

/**
 * The score as a reviewer reads it: the verdict in words beside the grade, each criterion by a human
 * name (every id, those of scores stored before the verdict included), and the verdict a criterion
 * alone implies when it would stop the e-mail.
 */
describe('ScoreCriteria', () => {
  it('names every criterion in words, never by its id', () => {
    expect(Object.keys(criterionLabels).sort()).toEqual([...scoreCriterionIds].sort());
    for (const id of scoreCriterionIds) expect(criterionLabels[id]).toMatch(/^[A-Z][a-z-]+( [a-z-]+)*$/);
    expect(new Set(Object.values(criterionLabels)).size).toBe(scoreCriterionIds.length);
    expect(criterionLabels).toMatchObject({
      audience_fit: 'Audience fit',
      call_to_action: 'Call to action',
      sender_centred: 'Sender-centred',
      prompt_injection: 'Prompt injection',
    });
    expect(emailVerdicts.map((v) => verdictLabels[v])).toEqual(['Send', 'Edit', 'Don’t send']);
  });

  it('shows the verdict beside the grade and marks the criteria that decided it', () => {
    const score = emailScoreSchema.parse({
      grade: 'C',
      verdict: 'edit',
      criteria: [
        { id: 'call_to_action', result: 'warn', reason: 'two asks: a call and a demo', verdict: 'edit' },
        { id: 'length', result: 'pass', reason: '46 words of prose', verdict: 'send' },
        { id: 'hook', result: 'warn', reason: 'their company name only', verdict: 'edit' },
      ],
    });
    render(<ScoreCriteria score={score} />);
    const section = screen.getByRole('region', { name: 'Score' });
    expect(within(section).getByRole('heading')).toHaveTextContent('Score: C Edit');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Call to action: two asks: a call and a demo Edit',
      'Length: 46 words of prose',
      'Hook: their company name only Edit',
    ]);
    expect(within(items[0]!).getByLabelText('warning')).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText('pass')).toBeInTheDocument();
  });

  it('reads a score stored before the verdict (old criteria, no per-criterion verdict) after migration 0010', () => {
    const score = emailScoreSchema.parse({
      grade: 'A',
      verdict: 'send',
      criteria: [
        { id: 'personalisation', result: 'pass', reason: 'uses their company' },
        { id: 'subject_length', result: 'warn', reason: '9 words' },
      ],
    });
    render(<ScoreCriteria score={score} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Score: A Send');
    expect(screen.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Personalisation: uses their company',
      'Subject length: 9 words',
    ]);
  });
});
