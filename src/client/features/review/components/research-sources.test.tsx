import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#client/lib/format.ts';
import { prospectResearchSchema, type ProspectResearch, type ResearchSource } from '#shared/research.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { citedPassages } from '../utils/claims.ts';
import { getResearchQueryOptions } from '../api/get-research.ts';
import { ResearchSources } from './research-sources.tsx';

/**
 * The research section under the prospect's card: the pages of their website with status, date and
 * passage count, the pages skipped and why, the passages the e-mail cites (opened to read), a quiet
 * line while the research runs or when none was asked for (404, never an error), and no request at
 * all when the campaign does not research.
 */
const PROSPECT = 'prospect_1';
const FETCHED = '2026-11-20T09:30:00.000Z';
const page = (path: string, extra: Partial<ResearchSource>): ResearchSource => ({
  url: `https://lifen.example${path}`,
  finalUrl: `https://lifen.example${path}`,
  title: null,
  status: 200,
  fetchedAt: FETCHED,
  skipped: null,
  passages: [],
  ...extra,
});
const done: ProspectResearch = {
  prospectId: PROSPECT,
  state: 'done',
  siteUrl: 'https://lifen.example/',
  reason: null,
  startedAt: FETCHED,
  finishedAt: FETCHED,
  sources: [
    page('/about', {
      title: 'About Lifen',
      passages: [
        { id: 'passage_clinics', text: 'Founded in Paris, Lifen serves 2,000 clinics across France and Belgium.' },
        { id: 'passage_team', text: 'Our team of 200 works from Paris and Lyon.' },
      ],
    }),
    page('/careers', { status: 404, skipped: { reason: 'http_error', detail: 'HTTP 404 Not Found.' } }),
    page('/private', {
      finalUrl: null,
      status: null,
      skipped: { reason: 'robots_disallowed', detail: 'robots.txt disallows /private for Coldsmith.' },
    }),
  ],
};
const cited = citedPassages({
  factsUsed: [],
  claims: [
    {
      text: 'Lifen serves 2,000 clinics.',
      in: 'body',
      supported: true,
      field: 'research',
      reason: null,
      source: {
        passageId: 'passage_clinics',
        url: 'https://lifen.example/about',
        title: 'About Lifen',
        quote: 'Lifen serves 2,000 clinics across France and Belgium.',
      },
    },
  ],
});

/** Answers the prospect's research with each of `answers` in turn, the last one from then on. */
function serveResearch(...answers: (() => Response)[]) {
  let asked = 0;
  apiServer.use(
    http.get(`/api/v1/prospects/${PROSPECT}/research`, () => answers[Math.min(asked++, answers.length - 1)]!()),
  );
  return { asked: () => asked };
}

describe('the research section', () => {
  it('lists the pages read with status, date and passages, the pages skipped and why, and the cited passage', async () => {
    serveResearch(() => answer(prospectResearchSchema, done));
    const { user } = renderPage(<ResearchSources prospectId={PROSPECT} researchOn cited={cited} />);
    const section = await screen.findByRole('region', { name: 'Research' });
    // The list's own items, not the cited passages listed inside one.
    const pages = within(section).getByRole('list', { name: 'Pages read' }).children;
    const [about, careers, robots] = [...pages] as HTMLElement[];
    expect(within(about!).getByRole('link', { name: 'About Lifen (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://lifen.example/about',
    );
    expect(about).toHaveTextContent(`HTTP 200 · fetched ${formatDate(FETCHED)} · 2 passages`);
    expect(careers).toHaveTextContent(
      `lifen.example/careers (opens in a new tab)fetched ${formatDate(FETCHED)}Skipped: HTTP 404`,
    );
    expect(robots).toHaveTextContent('Skipped: robots.txt disallows it');
    expect(within(robots!).getByRole('link', { name: 'lifen.example/private (opens in a new tab)' })).toBeVisible();

    // Only the passage a claim cites is listed, marked, headed by the quoted sentence, and opens to be read.
    const passages = within(about!).getAllByRole('listitem');
    expect(passages).toHaveLength(1);
    expect(passages[0]).toHaveTextContent('cited“Lifen serves 2,000 clinics across France and Belgium.”');
    const whole = within(passages[0]!).getByText(/^Founded in Paris/);
    expect(whole).not.toBeVisible();
    await user.click(within(passages[0]!).getByText(/^“Lifen serves/));
    expect(whole).toBeVisible();
  });

  it('says quietly that the site is being researched, and asks again until it is done', async () => {
    const research = serveResearch(
      () => answer(prospectResearchSchema, { ...done, state: 'researching', finishedAt: null, sources: [] }),
      () => answer(prospectResearchSchema, done),
    );
    renderPage(<ResearchSources prospectId={PROSPECT} researchOn cited={cited} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Researching lifen.example…');
    expect(await screen.findByRole('list', { name: 'Pages read' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(research.asked()).toBe(2);
  });

  it('says why a prospect was not researched', async () => {
    serveResearch(() =>
      answer(prospectResearchSchema, {
        ...done,
        state: 'skipped',
        siteUrl: null,
        reason: 'No website, and the e-mail is at a mailbox provider.',
        sources: [],
      }),
    );
    renderPage(<ResearchSources prospectId={PROSPECT} researchOn cited={cited} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not researched: No website, and the e-mail is at a mailbox provider.',
    );
  });

  it('says a prospect was not researched yet (404), with no error', async () => {
    const research = serveResearch(() => problem(404, 'not_found', 'Not found', { detail: 'Not researched.' }));
    const { queryClient } = renderPage(<ResearchSources prospectId={PROSPECT} researchOn cited={new Map()} />);
    const key = getResearchQueryOptions(PROSPECT).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(queryClient.getQueryData(key)).toBeNull();
    expect(research.asked()).toBe(1);
    expect(screen.getByRole('region', { name: 'Research' })).toHaveTextContent(/^ResearchNot researched yet\.$/);
    expect(screen.queryByText(/not found|could not be loaded/i)).toBeNull();
  });

  it('asks for nothing and shows nothing when the campaign does not research and the e-mail cites no page', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const { queryClient } = renderPage(<ResearchSources prospectId={PROSPECT} researchOn={false} cited={new Map()} />);
    await waitFor(() => expect(queryClient.getQueryState(getResearchQueryOptions(PROSPECT).queryKey)).toBeDefined());
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('region', { name: 'Research' })).toBeNull();
  });
});
