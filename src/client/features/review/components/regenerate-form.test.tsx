import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailSchema, regenerateSchema, type Email } from '#shared/review.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { RegenerateForm } from './regenerate-form.tsx';

/**
 * Regenerating an e-mail from the review pane: what `POST /api/v1/emails/:id/regenerate` receives, and
 * the offline composer's refusal of an instruction it cannot follow shown under the field.
 */
const email: Email = emailSchema.parse({
  id: 'email_1',
  prospectId: 'prospect_1',
  campaignId: 'campaign_1',
  step: 1,
  subject: 'Idea for Lifen',
  opener: 'I noticed that Lifen unleashes the full power of data synergies.',
  body: 'Hello Luz,\n\nI noticed that Lifen unleashes the full power of data synergies.\n\nWorth a call?\n\nThanks,\nMaya Chen',
  status: 'ready',
  score: null,
  grade: null,
  verdict: null,
  flags: [],
  factsUsed: [],
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
    fields: { 'Remote Policy': 'hybrid' },
    flags: [],
  },
});

const NEEDS_PROVIDER =
  '“add a joke” needs an AI provider: add one under Profile → AI provider, or use shorter, more casual, more formal, no question, or mention <field>.';

/** The regenerate endpoint as the server answers it offline; records each body. */
function serveRegenerate() {
  const received: unknown[] = [];
  apiServer.use(
    http.post('/api/v1/emails/:id/regenerate', async ({ request }) => {
      const body = regenerateSchema.parse(await request.json());
      received.push(body);
      if (body.instruction === 'add a joke')
        return problem(422, 'instruction_needs_provider', 'This instruction needs an AI provider', {
          detail: NEEDS_PROVIDER,
          errors: [{ path: 'instruction', message: NEEDS_PROVIDER }],
        });
      return answer(emailSchema, { ...email, status: 'queued' }, 202);
    }),
  );
  return received;
}

describe('the regenerate form', () => {
  it('sends the instruction and says the e-mail is being written again', async () => {
    const received = serveRegenerate();
    const { user } = renderPage(<RegenerateForm email={email} campaignId="campaign_1" />);
    await user.type(screen.getByLabelText(/^Instruction/), ' shorter ');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText('Writing it again')).toBeInTheDocument();
    expect(received).toEqual([{ instruction: 'shorter' }]);
    expect(screen.getByLabelText(/^Instruction/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('regenerates without an instruction when the field is empty', async () => {
    const received = serveRegenerate();
    const { user } = renderPage(<RegenerateForm email={email} campaignId="campaign_1" />);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Writing it again')).toBeInTheDocument();
    expect(received).toEqual([{}]);
  });

  it('shows why an instruction needs an AI provider under the field', async () => {
    const received = serveRegenerate();
    const { user } = renderPage(<RegenerateForm email={email} campaignId="campaign_1" />);
    const field = screen.getByLabelText(/^Instruction/);
    await user.type(field, 'add a joke');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText(NEEDS_PROVIDER)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(NEEDS_PROVIDER));
    expect(received).toEqual([{ instruction: 'add a joke' }]);
  });

  it('cannot regenerate an e-mail while it is being written', () => {
    renderPage(<RegenerateForm email={{ ...email, status: 'generating' }} campaignId="campaign_1" />);
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  });
});
