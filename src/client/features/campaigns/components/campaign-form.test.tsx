import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as NewCampaignPage } from '#client/app/routes/campaign-new.tsx';
import { campaignSchema, createCampaignSchema, type CreateCampaign } from '#shared/campaigns.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderRoutes } from '#tests/support/client/render.tsx';

/**
 * The brief form on /dashboard/campaigns/new, through the page a person uses: what it refuses before
 * sending, and what `POST /api/v1/campaigns` receives.
 */

/** `POST /api/v1/campaigns` as the server answers it (201, the stored campaign); records each body as sent. */
function acceptCampaigns() {
  const received: unknown[] = [];
  apiServer.use(
    http.post('/api/v1/campaigns', async ({ request }) => {
      const raw: unknown = await request.json();
      received.push(raw);
      const body = createCampaignSchema.parse(raw);
      const at = '2026-03-01T10:00:00.000Z';
      return answer(
        campaignSchema,
        {
          id: 'cmp_1',
          name: body.name,
          brief: body.brief,
          provider: body.provider ?? null,
          model: body.model ?? null,
          budgetUsd: body.budgetUsd ?? null,
          status: 'draft',
          createdAt: at,
          updatedAt: at,
        },
        201,
      );
    }),
  );
  return received;
}

function openNewCampaign() {
  return renderRoutes(
    [
      { path: '/dashboard/campaigns/new', Component: NewCampaignPage },
      { path: '/dashboard/campaigns/:id', element: <h1>Campaign page</h1> },
    ],
    { at: '/dashboard/campaigns/new' },
  );
}

/** Types into a field as a paste, one change: a person fills long texts that way, and it is fast. */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Selects what a field holds and types over it, as a person changes a number. */
async function typeOver(user: UserEvent, label: string, text: string) {
  await user.tripleClick(screen.getByLabelText(label));
  await user.keyboard(text);
}

async function fillEssentials(user: UserEvent) {
  await fill(user, 'Campaign name', 'Fintech CTOs Q3');
  await fill(user, 'Sender name', 'Jane Doe');
  await fill(user, 'Offer', 'Automated SOC 2 evidence collection.');
}

async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create campaign' }));

describe('the campaign brief form', () => {
  it('asks for a name, a sender name and an offer before sending anything', async () => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await submit(user);

    for (const [label, message] of [
      ['Campaign name', 'Name the campaign'],
      ['Sender name', 'Enter the sender’s name'],
      ['Offer', 'Describe what you offer'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Campaign name')).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('sends the brief as typed, with the follow-up delays the chosen steps need', async () => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await fillEssentials(user);
    await user.type(screen.getByLabelText('New value proposition'), 'Audit-ready in 4 weeks{Enter}');
    await user.type(screen.getByLabelText('New value proposition'), 'No spreadsheets');
    await user.click(
      within(screen.getByRole('group', { name: 'Value propositions' })).getByRole('button', { name: 'Add' }),
    );
    expect(screen.getByRole('textbox', { name: 'Value proposition 2' })).toHaveValue('No spreadsheets');
    await user.type(screen.getByLabelText('New proof point'), 'Used by 40 fintechs{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove proof point 1' }));

    await choose(user, 'Sequence steps', '3 e-mails');
    expect(screen.getByLabelText('Step 2: wait (days)')).toHaveValue(3);
    expect(screen.getByLabelText('Step 3: wait (days)')).toHaveValue(4);
    await typeOver(user, 'Step 3: wait (days)', '10');
    await typeOver(user, 'Budget in USD (optional)', '25.5');
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Campaign page' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/dashboard/campaigns/cmp_1?tab=prospects');
    expect(await screen.findByText('Campaign created')).toBeInTheDocument();
    expect(received).toEqual([
      {
        name: 'Fintech CTOs Q3',
        brief: {
          senderName: 'Jane Doe',
          senderCompany: '',
          senderRole: '',
          offer: 'Automated SOC 2 evidence collection.',
          valueProps: ['Audit-ready in 4 weeks', 'No spreadsheets'],
          proofPoints: [],
          audience: '',
          tone: 'friendly',
          lengthWords: 90,
          callToAction: '',
          language: 'en',
          instructions: '',
          template: '',
          steps: 3,
          followUpDays: [3, 10],
          research: 'off',
          researchPages: 3,
        },
        provider: null,
        model: null,
        budgetUsd: 25.5,
      } satisfies CreateCampaign,
    ]);
  });

  it('turns research on with the pages per site, and says what is fetched', async () => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await fillEssentials(user);
    expect(screen.queryByLabelText('Pages per site')).not.toBeInTheDocument();
    await choose(user, 'Research', 'Prospect’s website');
    const pages = screen.getByLabelText('Pages per site');
    expect(pages).toHaveValue(3);
    expect(pages).toHaveAccessibleDescription(
      'The home page plus up to 3 pages (about, product, customers, careers, news); robots.txt is respected, one request a second per site.',
    );
    await typeOver(user, 'Pages per site', '5');
    expect(pages).toHaveAccessibleDescription(expect.stringContaining('up to 5 pages'));
    await submit(user);

    await screen.findByRole('heading', { name: 'Campaign page' });
    expect(received).toMatchObject([{ brief: { research: 'website', researchPages: 5 } }]);
  });

  it('drops the delays of follow-ups no longer in the sequence', async () => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await fillEssentials(user);
    await choose(user, 'Sequence steps', '4 e-mails');
    await typeOver(user, 'Step 4: wait (days)', '10');
    await choose(user, 'Sequence steps', '2 e-mails');
    expect(screen.queryByLabelText('Step 3: wait (days)')).not.toBeInTheDocument();
    await submit(user);

    await screen.findByRole('heading', { name: 'Campaign page' });
    expect(received).toMatchObject([{ brief: { steps: 2, followUpDays: [3] } }]);
  });

  it.each([
    ['a follow-up delay outside 1–90 days', ['Sequence steps', '2 e-mails'], 'Step 2: wait (days)', '91', /90/],
    ['more than 10 pages per site', ['Research', 'Prospect’s website'], 'Pages per site', '11', /10/],
  ] as const)('refuses %s under its field', async (_case, [combobox, option], label, typed, message) => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await fillEssentials(user);
    await choose(user, combobox, option);
    await typeOver(user, label, typed);
    await submit(user);

    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(received).toEqual([]);
  });

  it('says what is wrong with a value proposition that is too long', async () => {
    const received = acceptCampaigns();
    const { user } = openNewCampaign();
    await fillEssentials(user);
    await user.click(screen.getByLabelText('New value proposition'));
    await user.paste('x'.repeat(501));
    await user.keyboard('{Enter}');
    await submit(user);

    const message = 'Each value proposition needs some text (at most 500 characters).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Value propositions' })).toHaveAccessibleDescription(message);
    expect(received).toEqual([]);
  });

  it('shows the server’s refusal of a field under that field', async () => {
    apiServer.use(
      http.post('/api/v1/campaigns', () =>
        problem(400, 'validation_failed', 'The request is not valid', {
          detail: 'Check the listed fields.',
          errors: [{ path: 'brief.offer', message: 'Say what you offer in plain words' }],
        }),
      ),
    );
    const { user } = openNewCampaign();
    await fillEssentials(user);
    await submit(user);

    const offer = screen.getByLabelText('Offer');
    await expect.poll(() => offer.getAttribute('aria-invalid')).toBe('true');
    expect(offer).toHaveAccessibleDescription(expect.stringContaining('Say what you offer in plain words'));
    expect(screen.queryByRole('heading', { name: 'Campaign page' })).not.toBeInTheDocument();
  });
});
