import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { batchUniformitySchema, type BatchUniformity } from '#shared/uniformity.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { getUniformityQueryOptions } from '../api/get-uniformity.ts';
import { UniformityPanel } from './uniformity-panel.tsx';

/**
 * The campaign page's uniformity panel (E-mails tab): the templated warning with the server's reasons,
 * the figures, nothing before the first e-mails exist, and a refusal shown as its message.
 */
const CAMPAIGN = 'c0ffee00-0000-4000-8000-000000000001';
const OFFER = 'Ledgerline does the bookkeeping for venture-backed startups.';

const templated: BatchUniformity = {
  emails: 300,
  sharedFiveGramShare: 0.018,
  sharedFiveGramCoverage: 0.58,
  distinctOpenerFrames: { count: 72, share: 0.24, top: [{ text: 'i noticed that …', emails: 27, share: 0.09 }] },
  identicalSentences: { count: 11, top: [{ text: OFFER, emails: 300, share: 1 }] },
  topSentenceShare: 1,
  meanPairwiseTrigramJaccard: 0.29,
  pairwiseSample: 300,
  templated: true,
  reasons: [
    `the same sentence is in 100 % of the e-mails (limit 25 %): “${OFFER}”`,
    'two e-mails share 29 % of their three-word phrases on average (limit 15 %)',
  ],
};
const varied: BatchUniformity = {
  ...templated,
  emails: 1_200,
  sharedFiveGramCoverage: 0.1,
  identicalSentences: { count: 0, top: [] },
  topSentenceShare: 0,
  meanPairwiseTrigramJaccard: 0.04,
  pairwiseSample: 400,
  templated: false,
  reasons: [],
};

function serve(body: BatchUniformity) {
  apiServer.use(http.get(`/api/v1/campaigns/${CAMPAIGN}/uniformity`, () => answer(batchUniformitySchema, body)));
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('UniformityPanel', () => {
  it('warns that the e-mails read as templated, with the reasons, and shows the figures', async () => {
    serve(templated);
    renderPage(<UniformityPanel campaignId={CAMPAIGN} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`These e-mails read as templated: ${templated.reasons.join('; ')}`)).toBeVisible();
    expect(screen.getByText('300 first e-mails')).toBeVisible();
    expect(figure('Mean pairwise trigram similarity')).toBe('0.29');
    expect(figure('5-grams shared by ≥ 10 %')).toBe('2 % of distinct, 58 % of an e-mail’s');
    expect(figure('Opener frames')).toBe('72 (24 % of e-mails)');
    expect(figure('Repeated sentences')).toBe('11');
    expect(figure('Most repeated sentence')).toBe(`in 100 %: “${OFFER}”`);
  });

  it('shows the figures without a warning for a varied batch, naming the pairwise sample', async () => {
    serve(varied);
    renderPage(<UniformityPanel campaignId={CAMPAIGN} />);
    expect(await screen.findByText('1,200 first e-mails; no sign of one template filled in')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(figure('Mean pairwise trigram similarity')).toBe('0.04 (sample of 400)');
    expect(figure('Most repeated sentence')).toBe('none in 10 % of the e-mails');
  });

  it('shows nothing before the first e-mails exist, and does not ask while disabled', async () => {
    serve({ ...varied, emails: 0 });
    const { queryClient, unmount } = renderPage(<UniformityPanel campaignId={CAMPAIGN} />);
    const key = getUniformityQueryOptions(CAMPAIGN).queryKey;
    await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
    expect(screen.queryByText('How alike the first e-mails are')).toBeNull();
    unmount();

    // No handler now: msw fails the test on any request, so a disabled panel must not send one.
    apiServer.resetHandlers();
    const disabled = renderPage(<UniformityPanel campaignId={CAMPAIGN} enabled={false} />);
    expect(disabled.queryClient.getQueryState(key)?.fetchStatus ?? 'idle').toBe('idle');
    expect(screen.queryByText('How alike the first e-mails are')).toBeNull();
  });

  it('shows a refusal as its message', async () => {
    apiServer.use(
      http.get(`/api/v1/campaigns/${CAMPAIGN}/uniformity`, () => problem(404, 'not_found', 'No campaign has this id.')),
    );
    renderPage(<UniformityPanel campaignId={CAMPAIGN} />);
    expect(await screen.findByText(/No campaign has this id/)).toBeVisible();
  });
});
