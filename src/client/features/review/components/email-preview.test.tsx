import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emailSchema, type Email } from '#shared/review.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { EmailPreview } from './email-preview.tsx';

/**
 * The review inbox's reading pane: the e-mail as sent with its claims marked (a claim the data does
 * not hold called out), the sequence's steps as tabs, and the editor that Escape closes.
 */
const base = {
  prospectId: 'prospect_1',
  campaignId: 'campaign_1',
  subject: 'Idea for Lifen',
  opener: 'Lifen integrates data across the care pathway.',
  status: 'ready',
  score: null,
  grade: null,
  verdict: null,
  flags: [],
  claims: [],
  model: 'offline',
  tokens: { input: 0, output: 0 },
  costUsd: 0,
  error: null,
  updatedAt: new Date().toISOString(),
  prospect: {
    id: 'prospect_1',
    campaignId: 'campaign_1',
    row: 2,
    firstName: 'Luz',
    company: 'Lifen',
    notes: 'Lifen integrates data across the care pathway.',
    fields: {},
    flags: [],
  },
};
const first: Email = emailSchema.parse({
  ...base,
  id: 'email_1',
  step: 1,
  body: 'Hello Luz,\n\nLifen integrates data across the care pathway. Congrats on the Series C.\n\nWorth a call?',
  factsUsed: [
    { claim: 'integrates data across the care pathway', field: 'notes', supported: true },
    { claim: 'Series C', field: 'notes', supported: false },
  ],
});
const second: Email = emailSchema.parse({ ...base, id: 'email_2', step: 2, body: 'Bumping this up.', factsUsed: [] });

function Inbox({ steps }: { steps: Email[] }) {
  const [editing, setEditing] = useState(false);
  const [step, setStep] = useState(1);
  return (
    <EmailPreview
      email={steps.find((e) => e.step === step)!}
      steps={steps}
      onStep={setStep}
      editing={editing}
      onEditing={setEditing}
      onDecide={() => undefined}
      campaignId="campaign_1"
    />
  );
}

describe('the reading pane', () => {
  it('marks each claim in the text, and calls out the one the data does not hold', () => {
    renderPage(<Inbox steps={[first]} />);
    const marks = screen.getByRole('article', { name: 'E-mail as sent' }).querySelectorAll('mark');
    expect([...marks].map((m) => [m.textContent, m.dataset.claimField])).toEqual([
      ['integrates data across the care pathway', 'notes'],
      ['Series C', 'notes'],
    ]);
    expect(screen.getByRole('region', { name: 'Claims not in the data' })).toHaveTextContent('“Series C”');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the sequence as tabs, and edits one step: Escape goes back to the preview', async () => {
    const { user } = renderPage(<Inbox steps={[first, second]} />);
    await user.click(screen.getByRole('tab', { name: 'Step 2' }));
    expect(screen.getByRole('article', { name: 'E-mail as sent' })).toHaveTextContent('Bumping this up.');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Body')).toHaveFocus();
    expect(screen.getByLabelText('Body')).toHaveValue('Bumping this up.');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Body')).toBeNull();
    expect(screen.getByRole('article', { name: 'E-mail as sent' })).toBeInTheDocument();
  });
});
