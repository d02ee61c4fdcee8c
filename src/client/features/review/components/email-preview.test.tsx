import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emailSchema, type Email } from '#shared/review.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { EmailPreview } from './email-preview.tsx';

/**
 * The review inbox's reading pane: the e-mail as sent with its claims marked (a claim the data does
 * not hold called out, a claim from the prospect's website linked to its page), the sequence's steps as
 * tabs, and the editor that Escape closes.
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
const aboutPage = {
  passageId: 'passage_about',
  url: 'https://lifen.example/about',
  title: 'About Lifen',
  quote: 'Lifen serves 2,000 clinics across France.',
};
const researched: Email = emailSchema.parse({
  ...base,
  id: 'email_3',
  step: 1,
  body: 'Hello Luz,\n\nLifen serves 2,000 clinics. Lifen integrates data across the care pathway.\n\nWorth a call?',
  factsUsed: [
    { claim: 'integrates data across the care pathway', field: 'notes', supported: true },
    { claim: 'serves 2,000 clinics', field: 'research', supported: true, source: aboutPage },
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

  it('links a claim from the prospect’s website to its page, and shows the page and the quote on hover', async () => {
    const { user } = renderPage(<Inbox steps={[researched]} />);
    const article = screen.getByRole('article', { name: 'E-mail as sent' });
    const link = within(article).getByRole('link', {
      name: 'serves 2,000 clinics, from About Lifen (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://lifen.example/about');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The field-backed claim stays a mark, not a link, with the field's value as its source.
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(article.querySelector('mark[data-claim-field="notes"]')).not.toBeNull();

    await user.hover(link);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('From About Lifen');
    expect(tip).toHaveTextContent('lifen.example/about');
    expect(tip).toHaveTextContent('“Lifen serves 2,000 clinics across France.”');
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
