import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Progress, ProviderBatch } from '#shared/generation.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { ProgressPanel } from './progress-panel.tsx';

/** The end of a batch as the progress card tells it (issue 14, item 5), and its research (issue 15). */
const finished: Progress = {
  total: 500,
  queued: 0,
  generating: 0,
  ready: 485,
  approved: 0,
  rejected: 0,
  failed: 15,
  spentUsd: 0.42,
  ratePerMin: 118.4,
  etaSec: 0,
  state: 'completed',
  research: null,
};

describe('the progress card', () => {
  it('ends "Finished — 15 failed", the failed share of the bar drawn apart, the rate kept', () => {
    renderPage(<ProgressPanel campaignId="c" progress={finished} />);
    expect(screen.getByText('Finished — 15 failed')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'E-mails written' });
    expect(bar).toHaveAttribute('aria-valuetext', '100% done, 15 failed');
    expect(screen.getByTestId('progress-failed')).toHaveStyle({ width: '3%' });
    expect(bar.firstElementChild).toHaveStyle({ width: '97%' });
    expect(screen.getByText('118.4/min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry failed' })).toBeInTheDocument();
  });

  it('ends "Finished · 500 of 500" when nothing failed', () => {
    renderPage(<ProgressPanel campaignId="c" progress={{ ...finished, ready: 500, failed: 0 }} />);
    expect(screen.getByText('Finished · 500 of 500')).toBeInTheDocument();
    expect(screen.getByTestId('progress-failed')).toHaveStyle({ width: '0%' });
  });

  it('says "Researching n of m sites" apart from the writing while research has sites left', () => {
    const writing: Progress = {
      ...finished,
      total: 300,
      queued: 300,
      ready: 0,
      failed: 0,
      etaSec: null,
      ratePerMin: 0,
      state: 'running',
      research: { queued: 150, researching: 32, done: 100, skipped: 15, failed: 3 },
    };
    renderPage(<ProgressPanel campaignId="c" progress={writing} />);
    expect(screen.getByText('Writing · 0 of 300')).toBeInTheDocument();
    expect(screen.getByText(/^Researching 118 of 300 sites/)).toHaveTextContent(
      'Researching 118 of 300 sites · 15 skipped · 3 failed',
    );
    expect(screen.getByRole('progressbar', { name: 'Sites researched' })).toHaveAttribute('aria-valuenow', '39');
  });

  it('sums the research up once every site is done, and shows no research line without research', () => {
    const { unmount } = renderPage(
      <ProgressPanel
        campaignId="c"
        progress={{ ...finished, research: { queued: 0, researching: 0, done: 480, skipped: 20, failed: 0 } }}
      />,
    );
    expect(screen.getByText('Researched 500 sites · 20 skipped')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Sites researched' })).not.toBeInTheDocument();
    unmount();
    renderPage(<ProgressPanel campaignId="c" progress={finished} />);
    expect(screen.queryByText(/Research/)).not.toBeInTheDocument();
  });
});

/** A provider batch as progress shows it (decision 038). */
const providerBatch = (extra: Partial<ProviderBatch>): ProviderBatch => ({
  id: '00000000-0000-4000-8000-000000000001',
  state: 'submitted',
  providerBatchId: 'msgbatch_01',
  emails: 0,
  requestCounts: null,
  note: null,
  submittedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  ...extra,
});

describe('an overnight batch on the progress card', () => {
  it('says what the provider is doing and its counts', () => {
    const batch = providerBatch({ emails: 120, requestCounts: { total: 120, completed: 40, failed: 2 } });
    renderPage(
      <ProgressPanel
        campaignId="c"
        progress={{ ...finished, state: 'running', generating: 120, ready: 380, failed: 0, batch }}
      />,
    );
    expect(screen.getByTestId('batch-progress')).toHaveTextContent(
      'Overnight batch: the provider is writing · 120 e-mails waiting · 40 of 120 answered · 2 not answered',
    );
  });

  it('shows why its e-mails went to normal calls', () => {
    const batch = providerBatch({
      state: 'expired',
      requestCounts: { total: 10, completed: 6, failed: 4 },
      note: '4 e-mails went to normal calls.',
      finishedAt: '2026-11-28T10:00:00.000Z',
    });
    renderPage(<ProgressPanel campaignId="c" progress={{ ...finished, batch }} />);
    expect(screen.getByText(/^Overnight batch: expired/)).toBeInTheDocument();
    expect(screen.getByText('4 e-mails went to normal calls.')).toBeInTheDocument();
  });
});
