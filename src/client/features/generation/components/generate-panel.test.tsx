import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { estimateSchema, generateResponseSchema, type Estimate } from '#shared/generation.ts';
import { answer } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { GeneratePanel } from './generate-panel.tsx';

/** The cost and time preview with the brief's research on (issue 15), and without it. */
const batch: Estimate = {
  prospects: 300,
  steps: 1,
  tokens: { input: 0, output: 0 },
  tokenCount: 'exact',
  costUsd: 0,
  durationSec: 2,
  model: 'offline',
  research: { prospects: 300, fetches: 1500, durationSec: 50 },
  batch: {
    available: false,
    reason: 'The offline composer writes at once and costs nothing.',
    costUsd: null,
    expectedWaitSec: 3600,
    maxWaitSec: 86400,
  },
};
const dryRun: Estimate = { ...batch, prospects: 5, research: { prospects: 5, fetches: 25, durationSec: 5 } };

/** Answers the estimate by its `dryRun` flag; records the queries asked. */
function answerEstimates(full: Estimate, dry: Estimate) {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/v1/campaigns/c/estimate', ({ request }) => {
      const query = new URL(request.url).search;
      asked.push(query);
      return answer(estimateSchema, query.includes('dryRun=true') ? dry : full);
    }),
  );
  return asked;
}

describe('the batch estimate', () => {
  it('shows the research the batch needs first, and the dry run’s', async () => {
    const asked = answerEstimates(batch, dryRun);
    renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    expect(
      await screen.findByText('Research: up to 1,500 requests to 300 sites (robots.txt included), about 50 s.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('A dry run researches 5 sites (25 requests, about 5 s).')).toBeInTheDocument();
    expect(asked).toEqual(['?skipUnreachable=true&dryRun=false', '?skipUnreachable=true&dryRun=true']);
  });

  it('says nothing of research when the brief has it off, and asks for no dry-run estimate', async () => {
    const asked = answerEstimates({ ...batch, research: null }, { ...dryRun, research: null });
    renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    expect(await screen.findByText('300 × 1 = 300')).toBeInTheDocument();
    expect(screen.queryByText(/^Research/)).not.toBeInTheDocument();
    expect(asked).toEqual(['?skipUnreachable=true&dryRun=false']);
  });

  it('says when every site was researched recently', async () => {
    answerEstimates({ ...batch, research: { prospects: 0, fetches: 0, durationSec: 0 } }, dryRun);
    renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    expect(
      await screen.findByText('Research: nothing to fetch, every site was researched recently.'),
    ).toBeInTheDocument();
  });
});

/** Overnight mode's choice (decision 038): both prices and the wait, or the reason it is not offered. */
const priced: Estimate = {
  ...batch,
  costUsd: 1.2,
  durationSec: 150,
  model: 'anthropic:claude-haiku-4-5',
  research: null,
  batch: { available: true, reason: null, costUsd: 0.6, expectedWaitSec: 3600, maxWaitSec: 86400 },
};

/** Records the bodies of `POST …/generate`. */
function recordGenerates() {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/v1/campaigns/c/generate', async ({ request }) => {
      sent.push(await request.json());
      return answer(generateResponseSchema, { queued: 300 });
    }),
  );
  return sent;
}

describe('now or overnight', () => {
  it('shows both prices and the wait, and sends mode "batch" when overnight is chosen', async () => {
    answerEstimates(priced, priced);
    const sent = recordGenerates();
    const { user } = renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    const now = await screen.findByRole('radio', { name: 'Now' });
    const overnight = screen.getByRole('radio', { name: 'Overnight (batch API)' });
    expect(now).toBeChecked();
    expect(now).toHaveAccessibleDescription('$1.20, about 3 min');
    expect(overnight).toHaveAccessibleDescription('$0.60, usually within 1 h, at most 24 h');
    await user.click(overnight);
    expect(overnight).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate all overnight' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ dryRun: false, skipUnreachable: true, mode: 'batch' });
    // A dry run is written now whatever the choice.
    await user.click(screen.getByRole('button', { name: /^Dry run/ }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ dryRun: true, skipUnreachable: true });
  });

  it('sends no mode by default', async () => {
    answerEstimates(priced, priced);
    const sent = recordGenerates();
    const { user } = renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    await user.click(await screen.findByRole('button', { name: 'Generate all' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ dryRun: false, skipUnreachable: true });
  });

  it('disables overnight with the reason beside it when the provider has no batch API', async () => {
    const reason =
      "Overnight mode uses the OpenAI Batch API or Anthropic's Message Batches; the google provider's batch API is not supported yet.";
    answerEstimates({ ...priced, batch: { ...priced.batch, available: false, reason, costUsd: null } }, priced);
    renderPage(<GeneratePanel campaignId="c" prospects={300} />);
    const overnight = await screen.findByRole('radio', { name: 'Overnight (batch API)' });
    expect(overnight).toBeDisabled();
    expect(overnight).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
  });
});
