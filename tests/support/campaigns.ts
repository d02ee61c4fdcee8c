import type { TestClient } from '#tests/setup/test-app.ts';
import type { Progress } from '#shared/generation.ts';
import { fixtureText } from './test-data.ts';

/**
 * Campaign fixtures for integration and end-to-end tests: a campaign holding the first `rows` records
 * of the committed prospect list (tests/fixtures/prospects/remoteintech-prospects.csv: 300 real
 * companies of the Remote-in-Tech directory, ISC, with made-up contacts at `.example` addresses; its
 * PROVENANCE.md), imported through the API as a user would, and a poll for a batch's progress.
 */
export const PROSPECTS_CSV = 'prospects/remoteintech-prospects.csv';
/** Records in PROSPECTS_CSV. */
export const PROSPECTS_CSV_ROWS = 300;

/** The header and the first `rows` records of the prospect list (no record spans two lines). */
export function prospectsCsvSlice(rows: number): string {
  if (rows > PROSPECTS_CSV_ROWS) throw new Error(`${PROSPECTS_CSV} has ${PROSPECTS_CSV_ROWS} records, not ${rows}`);
  const lines = fixtureText(PROSPECTS_CSV).split(/\r?\n/);
  return lines.slice(0, rows + 1).join('\n');
}

export const testBrief = {
  senderName: 'Maya Chen',
  senderCompany: 'Ledgerline',
  senderRole: 'Founder',
  offer: 'Ledgerline closes the books for venture-backed startups in five days, not fifteen.',
  valueProps: ['Month-end close in five days'],
  callToAction: 'Worth a 15-minute call next week?',
};

export async function createCampaignWithProspects(
  client: TestClient,
  options: { rows: number; brief?: Record<string, unknown>; provider?: string; model?: string; budgetUsd?: number },
): Promise<{ id: string }> {
  const res = await client.post('/api/v1/campaigns', {
    name: 'Remote teams',
    brief: { ...testBrief, ...options.brief },
    ...(options.provider ? { provider: options.provider } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.budgetUsd ? { budgetUsd: options.budgetUsd } : {}),
  });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${await res.text()}`);
  const campaign = (await res.json()) as { id: string };
  const imported = await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, {
    method: 'POST',
    body: prospectsCsvSlice(options.rows),
    headers: { 'content-type': 'text/csv' },
  });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  return campaign;
}

/** Polls GET …/progress every 50 ms until `done` holds; throws with the last answer after `timeoutMs`. */
export async function waitForProgress(
  client: TestClient,
  campaignId: string,
  done: (p: Progress) => boolean,
  timeoutMs = 30_000,
): Promise<Progress> {
  const deadline = Date.now() + timeoutMs;
  let last: Progress | undefined;
  while (Date.now() < deadline) {
    last = (await (await client.get(`/api/v1/campaigns/${campaignId}/progress`)).json()) as Progress;
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`progress did not settle: ${JSON.stringify(last)}`);
}

export const settled = (p: Progress) => p.total > 0 && p.queued === 0 && p.generating === 0;
