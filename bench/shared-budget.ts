import { startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { settled, waitForProgress } from '#tests/support/campaigns.ts';
import { runEntry, type ServerProcess } from '#tests/support/process.ts';
import { countingProvider, mostInWindow, pacePerMinute, type MeteredCall } from '#tests/support/provider-meter.ts';
import { workerEnv } from '#tests/support/test-processes.ts';
import { until } from '#tests/support/until.ts';

/**
 * Shared provider budget adherence (issue 16, item 2): BENCH_BUDGET_CALLS (700) e-mails through one
 * provider key, twice — once under AI_RPM = BENCH_RPM (600), once under AI_TPM = BENCH_TPM (400,000: ~90 s of calls, so a 60 s window is inside the run)
 * — against a local OpenAI-compatible server that notes when each call arrives and reports its tokens
 * (the prompt and the answer counted with the model's tokenizer; tests/support/provider-meter.ts;
 * 0 ms latency: only the budget paces). Printed for each: the most calls, and tokens, in any 60 s
 * window at the provider (must be ≤ the limit) and the pace held, as a share of the limit (goal ≥ 90 %).
 * On PGlite the app's own workers make the calls; with DATABASE_URL, the app (web process, workers on)
 * and two `npm run worker` processes (the sources through tsx) share the batch: three processes, one
 * budget. BENCH_BUDGET_LIMITS=rpm or tpm runs one of the two.
 */
const CALLS = Number(process.env.BENCH_BUDGET_CALLS ?? 700);
const RPM = Number(process.env.BENCH_RPM ?? 600);
const TPM = Number(process.env.BENCH_TPM ?? 400_000);
const which = (process.env.BENCH_BUDGET_LIMITS ?? 'rpm,tpm').split(',');

const tokens = (c: MeteredCall) => c.tokens;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

async function run(limits: { AI_RPM: number; AI_TPM: number }) {
  const provider = countingProvider();
  const fake = await startFakeOpenAiServer({ fallback: provider.fallback });
  const providerEnv = {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-bench',
    AI_MODEL: 'gpt-4o-mini',
    AI_CONCURRENCY: '16',
    AI_RPM: String(limits.AI_RPM),
    AI_TPM: String(limits.AI_TPM),
  };
  const t = await createTestApp({ workers: true, env: providerEnv });
  const extra: ServerProcess[] = [];
  try {
    if (t.databaseUrl) {
      for (let i = 0; i < 2; i++) extra.push(runEntry('src/server/worker.ts', workerEnv(t.databaseUrl, providerEnv)));
      for (const w of extra) await until(w.output, (out) => out.includes('worker is running'), 'a worker', 60_000);
    }
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
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const minutes = limits.AI_RPM > 0 ? CALLS / limits.AI_RPM : (CALLS * 1_000) / limits.AI_TPM;
    const done = await waitForProgress(client, campaign.id, settled, minutes * 60_000 * 2 + 60_000);

    const { calls } = provider;
    const processes = t.databaseUrl ? 'PostgreSQL, the web process and two worker processes' : 'PGlite, the app';
    const perCall = calls.reduce((sum, c) => sum + c.tokens, 0) / calls.length;
    const limit = limits.AI_RPM > 0 ? `AI_RPM ${limits.AI_RPM}` : `AI_TPM ${limits.AI_TPM}`;
    const lines = [
      `shared budget under ${limit} (${processes}): ${done.ready} e-mails, ${calls.length} calls, ~${perCall.toFixed(0)} tokens each`,
    ];
    if (limits.AI_RPM > 0) {
      const pace = pacePerMinute(calls);
      lines.push(
        `  requests: most in any 60 s window ${mostInWindow(calls, 60_000)} (must be ≤ ${limits.AI_RPM}); ` +
          `pace ${pace.toFixed(0)} a minute = ${pct(pace, limits.AI_RPM)} of AI_RPM (goal ≥ 90 %)`,
      );
    }
    if (limits.AI_TPM > 0) {
      const pace = pacePerMinute(calls, tokens);
      lines.push(
        `  tokens: most in any 60 s window ${mostInWindow(calls, 60_000, tokens)} (must be ≤ ${limits.AI_TPM}); ` +
          `pace ${pace.toFixed(0)} a minute = ${pct(pace, limits.AI_TPM)} of AI_TPM (goal ≥ 90 %)`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    for (const p of extra) p.child.kill('SIGTERM');
    await t.destroy();
    await fake.close();
  }
}

if (which.includes('rpm')) await run({ AI_RPM: RPM, AI_TPM: 0 });
if (which.includes('tpm')) await run({ AI_RPM: 0, AI_TPM: TPM });
