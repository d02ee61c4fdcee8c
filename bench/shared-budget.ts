import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { settled, waitForProgress } from '#tests/support/campaigns.ts';
import { runEntry, type ServerProcess } from '#tests/support/process.ts';
import { workerEnv } from '#tests/support/test-processes.ts';

/**
 * Shared provider budget adherence (issue 16, item 2): BENCH_BUDGET_CALLS (700) e-mails through one
 * provider key with AI_RPM = BENCH_RPM (600), against a local OpenAI-compatible server that notes when
 * each call arrives (0 ms latency: only the budget paces). Printed: the most calls in any 60 s window
 * at the provider (must be ≤ AI_RPM) and the pace held, as a share of AI_RPM (goal ≥ 90 %). On
 * PGlite the app's own workers make the calls; with DATABASE_URL, an `npm run worker` process (the
 * sources through tsx) shares the batch with them: two processes, one budget.
 */
const CALLS = Number(process.env.BENCH_BUDGET_CALLS ?? 700);
const RPM = Number(process.env.BENCH_RPM ?? 600);

const arrivals: number[] = [];
const fake = await startFakeOpenAiServer({
  fallback: () => {
    arrivals.push(performance.now());
    return ok(modelAnswer());
  },
});
const providerEnv = {
  AI_PROVIDER: 'openai',
  AI_BASE_URL: fake.baseUrl,
  AI_API_KEY: 'sk-bench',
  AI_MODEL: 'gpt-4o-mini',
  AI_CONCURRENCY: '16',
  AI_RPM: String(RPM),
};
const t = await createTestApp({ workers: true, env: providerEnv });
const extra: ServerProcess[] = [];
try {
  const { client } = await createActiveUser(t);
  const campaign = (await (
    await client.post('/api/v1/campaigns', {
      name: 'budget bench',
      brief: { senderName: 'Maya', offer: 'Faster month-end close for startups.' },
    })
  ).json()) as { id: string };
  const prospects = Array.from({ length: CALLS }, (_, i) => ({
    email: `founder${i}@company${i}.example`,
    firstName: 'Sara',
    company: `Company ${i}`,
    notes: `Company ${i} builds payroll software for dental clinics.`,
  }));
  await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: prospects });
  if (t.databaseUrl) extra.push(runEntry('src/server/worker.ts', workerEnv(t.databaseUrl, providerEnv)));
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  const done = await waitForProgress(client, campaign.id, settled, (CALLS / RPM) * 60_000 * 2 + 60_000);

  arrivals.sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < arrivals.length; last++) {
    while (arrivals[last]! - arrivals[first]! >= 60_000) first++;
    most = Math.max(most, last - first + 1);
  }
  const perMinute = ((arrivals.length - 1) / (arrivals.at(-1)! - arrivals[0]!)) * 60_000;
  const processes = t.databaseUrl ? 'PostgreSQL, the app and a worker process' : 'PGlite, the app';
  console.log(
    `shared budget (${processes}): ${done.ready} e-mails, ${arrivals.length} calls at AI_RPM ${RPM}; ` +
      `most in any 60 s window ${most} (must be ≤ ${RPM}); pace ${perMinute.toFixed(0)} a minute = ` +
      `${((perMinute / RPM) * 100).toFixed(1)} % of AI_RPM (goal ≥ 90 %)`,
  );
} finally {
  for (const p of extra) p.child.kill('SIGTERM');
  await t.destroy();
  await fake.close();
}
