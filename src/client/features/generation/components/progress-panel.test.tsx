import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Progress } from '#shared/generation.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { ProgressPanel } from './progress-panel.tsx';

/** The end of a batch as the progress card tells it (issue 14, item 5). */
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
});
