import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Progress } from '#shared/generation.ts';
import { TestClient } from '#tests/setup/test-app.ts';
import { prospectsCsvSlice, PROSPECTS_CSV_ROWS, testBrief } from '#tests/support/campaigns.ts';
import { freePort, runEntry, waitForHealthy } from '#tests/support/process.ts';

/**
 * Is the app still answering while it writes (issue 14, item 17; issue 16, item 4)? `npm start`'s entry
 * on a fresh PGlite folder, the default offline composer, BENCH_PROSPECTS (2,000) prospects from the
 * committed list (tests/fixtures: real Remote-in-Tech companies, its 300 rows repeated under new
 * addresses) × 1 step. While the batch runs, `GET /api/health` is called back to back; prints its
 * latency (p50/p95/p99/max ms) beside the ceiling (p99 ≤ HEALTH_CEILING_MS), how many progress polls
 * answered, how long Pause and Resume took to answer a quarter of the way in and Cancel at nine tenths,
 * and the batch's time.
 */
const N = Number(process.env.BENCH_PROSPECTS ?? 2_000);
const HEALTH_CEILING_MS = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-responsive-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const app = runEntry('src/server/index.ts', {
  PORT: String(port),
  DATA_DIR: join(dataDir, 'data'),
  BASE_URL: baseUrl,
  LOG_LEVEL: 'warn',
});
try {
  await waitForHealthy(baseUrl, 60_000);
  const client = new TestClient({ request: (url, init) => fetch(url, init) }, baseUrl);
  await client.post('/api/admin/initialize', {
    name: 'Bench',
    email: 'bench@example.com',
    password: 'a long enough password 1',
  });
  const campaign = (await (
    await client.post('/api/v1/campaigns', { name: 'Responsive', brief: testBrief })
  ).json()) as {
    id: string;
  };
  const rows = Papa.parse<Record<string, string>>(prospectsCsvSlice(PROSPECTS_CSV_ROWS), { header: true }).data;
  const prospects = Array.from({ length: N }, (_, i) => {
    const row = rows[i % rows.length]!;
    return { ...row, Email: `lead${i}@${row['Email']!.split('@')[1]}` };
  });
  await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: prospects });

  const started = performance.now();
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  const health: number[] = [];
  let polls = 0;
  let errors = 0;
  let progress: Progress | undefined;
  const control: Record<string, number> = {};
  /** Sends a run-control request and keeps how long it took to answer (ms). */
  const timed = async (action: 'pause' | 'resume' | 'cancel') => {
    const t0 = performance.now();
    const answer = await client.post(`/api/v1/campaigns/${campaign.id}/${action}`);
    if (!answer.ok) throw new Error(`${action} answered ${answer.status}`);
    control[action] = performance.now() - t0;
  };
  const deadline = started + 15 * 60_000;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    // A connection the server dropped while its loop was blocked is counted as failed, its wait kept.
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    health.push(performance.now() - t0);
    if (!ok) errors++;
    if (health.length % 4 === 0) {
      const answer = await client.get(`/api/v1/campaigns/${campaign.id}/progress`).catch(() => undefined);
      if (answer?.ok) {
        progress = (await answer.json()) as Progress;
        polls++;
        if (progress.queued + progress.generating === 0) break;
        if (control.pause === undefined && progress.ready >= N / 4) {
          await timed('pause');
          await timed('resume');
        }
        if (control.cancel === undefined && progress.ready >= (N * 9) / 10) await timed('cancel');
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const wallS = (performance.now() - started) / 1000;
  health.sort((a, b) => a - b);
  const pct = (p: number) => health[Math.min(health.length - 1, Math.floor(health.length * p))] ?? 0;
  const ms = (action: string) => (control[action] === undefined ? 'not sent' : `${control[action].toFixed(0)} ms`);
  console.log(
    `responsive bench: ${progress?.ready ?? 0} of ${N} e-mails written offline in ${wallS.toFixed(1)} s (cancelled at nine tenths); ` +
      `/api/health during the batch p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms (ceiling ${HEALTH_CEILING_MS} ms), ` +
      `max ${pct(1).toFixed(0)} ms over ${health.length} calls, ${errors} failed; ${polls} progress polls answered; ` +
      `pause answered in ${ms('pause')}, resume ${ms('resume')}, cancel ${ms('cancel')}`,
  );
} catch (error) {
  console.error(app.output().slice(-3_000));
  throw error;
} finally {
  app.child.kill('SIGTERM');
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
