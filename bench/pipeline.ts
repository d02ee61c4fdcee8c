import type { Progress } from '#shared/generation.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { readFileSync } from 'node:fs';
import type { DatabaseHandle } from '#server/db/client.ts';
import { wakeUnfinished } from '#server/features/generation/wake.ts';
import { createJobQueue } from '#server/jobs/queue.ts';
import { createLogger } from '#server/lib/logger.ts';
import { repoRoot, runEntry } from '#tests/support/process.ts';
import { workerEnv } from '#tests/support/test-processes.ts';
import { until } from '#tests/support/until.ts';
import type { CallFigures } from './support/fake-provider.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';

/**
 * Generation pipeline throughput (docs/decisions/014, addendum of 2026-11-23): BENCH_PROSPECTS (4,000,
 * issue 16 item 4's size) prospects × 1 step through the real queue and workers (pg-boss, claim, engine, grounding, score,
 * store) against a local OpenAI-compatible server in its own process (support/fake-provider.ts: a real
 * provider's CPU is not ours) that answers every call after BENCH_LATENCY_MS (200 ms), at
 * AI_CONCURRENCY = BENCH_CONCURRENCY (32). The floor is N × latency / concurrency (25 s); the figure
 * is that floor as a fraction of the measured wall time (goal ≥ 95 % on PostgreSQL). Runs on PGlite,
 * and on PostgreSQL too when DATABASE_URL is set (a fresh database on that server): once with the
 * workers in the app's process, once with BENCH_WORKERS (2) `npm run worker` processes writing instead.
 * Issue 16, item 4's capacity figure is BENCH_LATENCY_MS=0 BENCH_CONCURRENCY=128 BENCH_PROSPECTS=4000
 * (e-mails/s and app CPU per e-mail, worker processes' CPU included); `npm run bench` runs both.
 * First, the same N calls at the same concurrency with nothing but `fetch` (no app): the ceiling this
 * machine and the stand-in allow, printed beside the floor so the app's own cost can be read apart.
 * Each run also prints what the stand-in saw (support/fake-provider.ts `GET /bench/calls`): how many
 * calls were open on average against the concurrency, how long after the generate request the first
 * arrived, and how long each was open; the bare calls keep ~31.5 of 32 open, so a shortfall there
 * is slots the app left empty, and a run slower than that says how long the app held each slot.
 * With BENCH_WEBHOOKS=1, PGlite runs a second time with a webhook endpoint subscribed to every event
 * (a receiver in its own process on 127.0.0.1 answering 200): what announcing each e-mail costs the
 * batch, and how long after the last e-mail every delivery has arrived.
 */
const N = Number(process.env.BENCH_PROSPECTS ?? 4_000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WEBHOOKS = process.env.BENCH_WEBHOOKS === '1';
/** `npm run worker` processes for the PostgreSQL run that writes with them (0: only the in-process run). */
const WORKER_PROCESSES = Number(process.env.BENCH_WORKERS ?? 2);
/** How often the campaign page asks for progress (client/features/generation/api/generation.ts PROGRESS_POLL_MS). */
const PROGRESS_POLL_MS = 1_000;

const provider = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['bench/support/fake-provider.ts'], {
  cwd: repoRoot,
  env: { ...process.env, BENCH_LATENCY_MS: String(LATENCY_MS) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(createInterface({ input: provider.stdout }), 'line')) as [string];
const fake = { baseUrl: line.trim() };
const receiver = WEBHOOKS
  ? spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['bench/support/webhook-receiver.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  : undefined;
const receiverUrl = receiver
  ? ((await once(createInterface({ input: receiver.stdout! }), 'line')) as [string])[0].trim()
  : undefined;
/** What the stand-in saw of the calls since it was last asked (support/fake-provider.ts), and forgets it. */
const providerCalls = async () => (await (await fetch(new URL('/bench/calls', fake.baseUrl))).json()) as CallFigures;

/** N bare chat-completion calls, CONCURRENCY at a time, from this process: the harness's ceiling. @returns wall ms */
async function bareCalls(): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < N) {
        const res = await fetch(`${fake.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Write the e-mail.' }] }),
        });
        await res.json();
      }
    }),
  );
  return performance.now() - started;
}

const prospects = Array.from({ length: N }, (_, i) => ({
  email: `founder${i}@company${i}.example`,
  firstName: 'Sara',
  company: `Company ${i}`,
  title: 'Founder',
  notes: `Company ${i} is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs.`,
}));

const providerEnv = {
  AI_PROVIDER: 'openai',
  AI_BASE_URL: fake.baseUrl,
  AI_API_KEY: 'sk-bench',
  AI_MODEL: 'gpt-4o-mini',
  AI_CONCURRENCY: String(CONCURRENCY),
};

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux (sysconf(_SC_CLK_TCK)), the unit of utime and stime
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * Starts `count` `npm run worker` processes (the worker entry, as tests/support/process.ts runs it) on
 * the database at `databaseUrl`, resolved once each says it is running.
 */
async function startWorkerProcesses(count: number, databaseUrl: string) {
  const workers = Array.from({ length: count }, () =>
    runEntry('src/server/worker.ts', {
      ...workerEnv(databaseUrl, providerEnv),
      // The run's concurrency shared among the processes, so its floor and ceiling hold for it too.
      AI_CONCURRENCY: String(Math.ceil(CONCURRENCY / count)),
      LOG_LEVEL: 'info',
    }),
  );
  await Promise.all(
    workers.map((w) =>
      until(
        () => w.output(),
        (out) => out.includes('Coldsmith worker is running'),
        'a worker process',
        60_000,
      ),
    ),
  );
  return workers;
}

/**
 * One batch of N e-mails through the app on PGlite (`databaseUrl` undefined) or PostgreSQL. With
 * `workerProcesses`, the app runs no workers itself: that many `npm run worker` processes write the
 * batch, as a production deployment does, and their CPU is counted with the app's.
 */
async function run(
  label: string,
  databaseUrl: string | undefined,
  options: { webhookUrl?: string; workerProcesses?: number } = {},
) {
  const { webhookUrl, workerProcesses = 0 } = options;
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp({
    workers: workerProcesses === 0,
    env: { ...providerEnv, WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  if (saved) process.env.DATABASE_URL = saved;
  const workers = workerProcesses > 0 ? await startWorkerProcesses(workerProcesses, t.databaseUrl!) : [];
  // Without workers in this process, its queue only sends the batch's jobs (the generate route then has none).
  const queue =
    workers.length > 0 ? await createJobQueue(databaseHandle(t.databaseUrl!), createLogger('silent')) : undefined;
  await queue?.start();
  try {
    const { client } = await createActiveUser(t);
    const campaign = (await (
      await client.post('/api/v1/campaigns', {
        name: 'bench',
        brief: { senderName: 'Maya', offer: 'Faster month-end close for startups.' },
      })
    ).json()) as { id: string };
    if (webhookUrl)
      await client.post('/api/v1/webhooks', { url: webhookUrl, events: ['email.generated', 'campaign.completed'] });
    await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: prospects });
    await providerCalls();
    const cpuBefore = process.cpuUsage();
    const loopBefore = nodePerformance.eventLoopUtilization();
    const workersCpuBefore = workers.map((w) => processCpuMs(w.child.pid!));
    const started = performance.now();
    const startedAt = Date.now();
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    if (queue) await wakeUnfinished(t.db, queue, campaign.id);
    let progress: Progress;
    // Polled as the campaign page polls it (PROGRESS_POLL_MS), so the bench loads the app as a user
    // watching does; the batch's end is read from the database, not from the poll that saw it.
    do {
      await new Promise((r) => setTimeout(r, PROGRESS_POLL_MS));
      progress = (await (await client.get(`/api/v1/campaigns/${campaign.id}/progress`)).json()) as Progress;
    } while (progress.queued + progress.generating > 0);
    const [last] = rowsOf<{ at: number }>(
      await t.db.execute(
        sql`select extract(epoch from max(generated_at)) * 1000 as at from emails where campaign_id = ${campaign.id}::uuid`,
      ),
    );
    const wallMs = Number(last!.at) - startedAt;
    const cpu = process.cpuUsage(cpuBefore);
    const loop = nodePerformance.eventLoopUtilization(loopBefore);
    const workersCpuMs = workers.reduce((sum, w, i) => sum + processCpuMs(w.child.pid!) - workersCpuBefore[i]!, 0);
    const cpuMs = (cpu.user + cpu.system) / 1000 + workersCpuMs;
    console.log(
      `pipeline ${label}: ${N} e-mails in ${(wallMs / 1000).toFixed(2)} s (floor ${(floorMs / 1000).toFixed(2)} s) → ${((floorMs / wallMs) * 100).toFixed(1)} % of the limit, ` +
        `${((bareMs / wallMs) * 100).toFixed(1)} % of the bare-call ceiling; ` +
        `${progress.ready} ready, ${progress.failed} failed, ${(N / (wallMs / 1000)).toFixed(0)} e-mails/s; ` +
        `app CPU ${(cpuMs / N).toFixed(2)} ms per e-mail (${((cpuMs / wallMs) * 100).toFixed(0)} % of one core, threads included); ` +
        `${workers.length > 0 ? 'the web process' : 'the app'}'s event loop busy ${(loop.utilization * 100).toFixed(0)} % of the time`,
    );
    const calls = await providerCalls();
    console.log(
      `pipeline ${label}, seen by the provider: ${calls.calls} calls, ${(calls.openMs / (calls.lastAt - calls.firstAt)).toFixed(1)} of ${CONCURRENCY} open on average ` +
        `between the first (${Math.round(calls.firstAt - startedAt)} ms after the generate request) and the last (${Math.round(startedAt + wallMs - calls.lastAt)} ms before the last e-mail was stored); ` +
        `${(calls.openMs / calls.calls).toFixed(1)} ms open per call`,
    );
    if (webhookUrl) {
      const expected = N + 1;
      let delivered = 0;
      while (delivered < expected) {
        await new Promise((r) => setTimeout(r, 100));
        const [row] = rowsOf<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from webhook_deliveries where status = 'succeeded'`),
        );
        delivered = row?.n ?? 0;
      }
      const allMs = performance.now() - started;
      console.log(
        `pipeline ${label}: all ${expected} deliveries (${N} email.generated, 1 campaign.completed) succeeded ${((allMs - wallMs) / 1000).toFixed(2)} s after the last e-mail; ` +
          `${(expected / (allMs / 1000)).toFixed(0)} deliveries/s over the whole run`,
      );
    }
  } finally {
    for (const w of workers) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await queue?.stop(1_000);
    await t.destroy();
  }
}

/** What createJobQueue needs of a PostgreSQL database: its connection string. */
const databaseHandle = (databaseUrl: string) => ({ driver: 'postgres', databaseUrl }) as DatabaseHandle;

const floorMs = (N * LATENCY_MS) / CONCURRENCY;
const bareMs = await bareCalls();
const ceiling = floorMs / bareMs;
const bare = await providerCalls();
console.log(
  `pipeline ceiling: ${N} bare calls at concurrency ${CONCURRENCY} without the app in ${(bareMs / 1000).toFixed(2)} s → ${(ceiling * 100).toFixed(1)} % of the limit; ` +
    `${(bare.openMs / (bare.lastAt - bare.firstAt)).toFixed(1)} open on average, ${(bare.openMs / bare.calls).toFixed(1)} ms per call, seen by the provider`,
);

// BENCH_ONLY=pglite|postgres runs one of the two.
if (process.env.BENCH_ONLY !== 'postgres') await run('PGlite', undefined);
if (process.env.BENCH_ONLY !== 'postgres' && receiverUrl)
  await run('PGlite + webhook endpoint', undefined, { webhookUrl: receiverUrl });
if (process.env.BENCH_ONLY === 'pglite') console.log('pipeline PostgreSQL: skipped (BENCH_ONLY)');
else if (process.env.DATABASE_URL) {
  await run('PostgreSQL', process.env.DATABASE_URL);
  if (WORKER_PROCESSES > 0)
    await run(`PostgreSQL, ${WORKER_PROCESSES} worker processes`, process.env.DATABASE_URL, {
      workerProcesses: WORKER_PROCESSES,
    });
} else
  console.log('pipeline PostgreSQL: skipped (set DATABASE_URL to a server the benchmark may create a database on)');
provider.kill('SIGTERM');
receiver?.kill('SIGTERM');
