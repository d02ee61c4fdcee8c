import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailScore, EmailVerdict } from '#shared/emails.ts';
import {
  bulkActionResultSchema,
  bulkActionSchema,
  emailListQuerySchema,
  emailPageSchema,
  type Email,
} from '#shared/review.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { ReviewPanel } from './review-panel.tsx';

/**
 * The verdict in review (ReviewPanel): a badge in each listed e-mail and in the reading pane, the criteria that
 * decided it marked, and the verdict filter — what `GET …/emails` receives for one verdict and for
 * "Edit or don't send", and what a bulk approval of the filtered set sends.
 */
const CAMPAIGN = 'c0ffee00-0000-4000-8000-000000000001';

const scores: Record<EmailVerdict, EmailScore> = {
  send: {
    grade: 'A',
    verdict: 'send',
    criteria: [{ id: 'length', result: 'pass', reason: '48 words of prose', verdict: 'send' }],
  },
  edit: {
    grade: 'C',
    verdict: 'edit',
    criteria: [
      { id: 'call_to_action', result: 'warn', reason: 'asks for 30 minutes and a demo', verdict: 'edit' },
      { id: 'length', result: 'pass', reason: '52 words of prose', verdict: 'send' },
    ],
  },
  dont_send: {
    grade: 'F',
    verdict: 'dont_send',
    criteria: [
      { id: 'audience_fit', result: 'fail', reason: 'a recruiter, not the brief’s engineers', verdict: 'dont_send' },
      { id: 'sender_centred', result: 'pass', reason: 'the subject is about them', verdict: 'send' },
    ],
  },
};

function email(n: number, verdict: EmailVerdict): Email {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    prospectId: `00000000-0000-4000-8000-0000000000a${n}`,
    campaignId: CAMPAIGN,
    step: 1,
    subject: `Subject ${n}`,
    opener: '',
    body: `Body ${n}`,
    status: 'ready',
    score: scores[verdict],
    grade: scores[verdict].grade,
    verdict,
    flags: [],
    factsUsed: [],
    claims: [],
    model: 'offline',
    tokens: { input: 0, output: 0 },
    costUsd: 0,
    error: null,
    updatedAt: '2026-11-20T09:30:00.000Z',
    prospect: {
      id: `00000000-0000-4000-8000-0000000000a${n}`,
      campaignId: CAMPAIGN,
      row: n + 1,
      flags: [],
      email: `lead${n}@example.com`,
      firstName: `Lead${n}`,
      lastName: null,
      title: null,
      company: `Company ${n}`,
      website: null,
      linkedinUrl: null,
      industry: null,
      location: null,
      notes: null,
      fields: {},
    },
  };
}
const all = [email(1, 'dont_send'), email(2, 'send'), email(3, 'edit')];

/**
 * The list filtered by `verdict` as the server does it, prospects never researched; records each list
 * query and bulk body.
 */
function serveEmails() {
  const queries: URLSearchParams[] = [];
  const bulks: unknown[] = [];
  apiServer.use(
    http.get(`/api/v1/campaigns/${CAMPAIGN}/emails`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      // The reading pane's own query for the selected prospect's steps is not the list's.
      if (!params.has('prospectId')) queries.push(params);
      const query = emailListQuerySchema.parse(Object.fromEntries(params));
      const items = all.filter(
        (e) =>
          (!query.verdict || query.verdict.includes(e.verdict!)) &&
          (!query.prospectId || e.prospectId === query.prospectId),
      );
      return answer(emailPageSchema, { items, nextCursor: null });
    }),
    http.post(`/api/v1/campaigns/${CAMPAIGN}/emails/bulk`, async ({ request }) => {
      const body = bulkActionSchema.parse(await request.json());
      if (body.dryRun) return answer(bulkActionResultSchema, { updated: 2, dryRun: true });
      bulks.push(body);
      return answer(bulkActionResultSchema, { updated: 2 });
    }),
    // Research is on, but these prospects were never researched: the card says so, with no error.
    http.get('/api/v1/prospects/:id/research', () => problem(404, 'not_found', 'Not found')),
  );
  return { queries, bulks };
}

const rows = () => within(screen.getByRole('listbox', { name: 'E-mails' })).queryAllByRole('option');

// jsdom lays nothing out: give elements a size (TanStack Virtual reads the scroller's client size), so
// the virtualised table renders its rows (vitest.setup.ts restores every mock after each test).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
});

describe('the verdict in review', () => {
  it('shows each e-mail’s verdict in its row and in the detail, with the criteria that decided it', async () => {
    serveEmails();
    renderPage(<ReviewPanel campaignId={CAMPAIGN} researchOn />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.querySelector('[data-verdict]')?.textContent)).toEqual(['Don’t send', 'Send', 'Edit']);

    const detail = screen.getByRole('region', { name: 'Selected e-mail' });
    const score = within(detail).getByRole('region', { name: 'Score' });
    expect(within(score).getByRole('heading')).toHaveTextContent('Score: F Don’t send');
    const criteria = within(score).getAllByRole('listitem');
    expect(criteria[0]).toHaveTextContent('Audience fit: a recruiter, not the brief’s engineers Don’t send');
    // A criterion that would let the e-mail go carries no badge.
    expect(criteria[1]).toHaveTextContent(/^Sender-centred: the subject is about them$/);
  });

  it('filters by one verdict, and by edit or don’t send together, and bulk-approves what the filter shows', async () => {
    const { queries, bulks } = serveEmails();
    const { user } = renderPage(<ReviewPanel campaignId={CAMPAIGN} researchOn />);
    await screen.findByText('3 e-mails shown');
    await waitFor(() => expect(rows()).toHaveLength(3));
    // The shared select (Radix): open it, read its options, pick one by its text.
    const verdict = screen.getByRole('combobox', { name: 'Verdict' });
    // Its options are the open select's, not the e-mail list's (both are listboxes).
    const offered = () => screen.getAllByRole('option').filter((o) => !o.closest('[aria-label="E-mails"]'));
    const choose = async (text: string) => {
      await user.click(verdict);
      await user.click(offered().find((o) => o.textContent === text)!);
    };
    await user.click(verdict);
    expect(offered().map((o) => o.textContent)).toEqual(['Any', 'Send', 'Edit', 'Don’t send', 'Edit or don’t send']);
    await user.keyboard('{Escape}');

    await choose('Send');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(queries.at(-1)!.get('verdict')).toBe('send');

    await choose('Edit or don’t send');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries.at(-1)!.get('verdict')).toBe('edit,dont_send');
    expect(rows().map((r) => within(r).getByText(/^Subject/).textContent)).toEqual(['Subject 1', 'Subject 3']);

    // The confirmation counts what changes (the server's dry run) before anything does.
    await user.click(screen.getByRole('button', { name: 'Approve all shown' }));
    expect(await screen.findByRole('heading', { name: 'Approve 2 e-mails?' })).toBeInTheDocument();
    expect(bulks).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Approve 2' }));
    await waitFor(() => expect(bulks).toHaveLength(1));
    expect(bulks[0]).toEqual({ action: 'approve', filter: { verdict: ['edit', 'dont_send'] } });

    await choose('Any');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queries.at(-1)!.has('verdict')).toBe(false);
  });
});
