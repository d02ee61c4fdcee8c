import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { isDisallowed, startCompanySites } from '#tests/support/company-sites.ts';
import { siteFigures } from './support/site-figures.ts';

/**
 * Research at scale (issue 15): BENCH_PROSPECTS (200) prospects, one per fixture company site
 * (tests/support/company-sites.ts: real companies' directory text, the hard sites among them), home page
 * and BENCH_PAGES (3) linked pages each, every answer BENCH_LATENCY_MS (100) late. Through the research
 * worker on the job queue in-process, as `npm start` runs it (PGlite, pg-boss, RESEARCH_ALLOW_PRIVATE,
 * the sites' resolver instead of DNS), from POST …/research until no prospect is queued or researching.
 * The sites run in a worker thread, so the request log is timed by the server, not by the busy app.
 *
 * The floor is what politeness alone costs: the busiest host's requests one second apart,
 * (requests − 1) × 1 s; the ceiling is twice that. Also printed: requests, the most requests one host
 * received within any second (must be 1), requests to paths robots.txt disallows (must be 0), pages by
 * outcome, and where the time went (the app's CPU, the event loop's delays; BENCH_PROFILE=<file> writes
 * the main thread's CPU profile of the run).
 */
const N = Number(process.env.BENCH_PROSPECTS ?? 200);
const PAGES = Number(process.env.BENCH_PAGES ?? 3);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);

const sites = await startCompanySites({ count: N, latencyMs: LATENCY_MS });
const t = await createTestApp({ workers: true, resolver: sites.resolver, env: { RESEARCH_ALLOW_PRIVATE: 'true' } });
try {
  const { client } = await createActiveUser(t);
  const campaign = (await (
    await client.post('/api/v1/campaigns', {
      name: 'Research bench',
      brief: { ...testBrief, research: 'website', researchPages: PAGES },
    })
  ).json()) as { id: string };
  await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: sites.prospects() });

  // BENCH_PROFILE=<file.cpuprofile>: the main thread's CPU profile of the measured run, for DevTools.
  const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const rssBefore = process.memoryUsage.rss();
  const cpuBefore = process.cpuUsage();
  const mainBefore = process.threadCpuUsage();
  const started = performance.now();
  await client.post(`/api/v1/campaigns/${campaign.id}/research`, {});
  const states = async () =>
    rowsOf<{ state: string; n: number }>(
      await t.db.execute(sql`select state, count(*)::int as n from prospect_research
        where campaign_id = ${campaign.id}::uuid group by state order by state`),
    );
  let byState = await states();
  while (byState.some((row) => row.state === 'queued' || row.state === 'researching')) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    byState = await states();
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const main = process.threadCpuUsage(mainBefore);
  loop.disable();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  }

  const log = await sites.log();
  const site = new Map(sites.sites.map((s) => [s.host, s]));
  const figures = siteFigures(log, (host, path) => isDisallowed(site.get(host)!, path));
  const pages = rowsOf<{ outcome: string; n: number }>(
    await t.db.execute(sql`select coalesce(skipped_reason, 'ok') as outcome, count(*)::int as n
      from research_pages group by 1 order by 2 desc`),
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // A host's requests one at a time, each a second after the last one's answer (pacing.ts).
  const pacedMs = figures.busiest.requests * LATENCY_MS + figures.floorMs;
  const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  console.log(
    `research bench: ${N} prospects × (home + ${PAGES} pages), sites answering after ${LATENCY_MS} ms: ` +
      `${s(wallMs)} (floor ${s(figures.floorMs)}: ${figures.busiest.requests} requests to ${figures.busiest.host} 1 s apart; ` +
      `ceiling ${s(2 * figures.floorMs)}) → ${(wallMs / figures.floorMs).toFixed(2)} × the floor; ` +
      `the pacer waits from each answer, so that host alone needs ${s(pacedMs)}`,
  );
  console.log(
    `research bench: ${figures.requests} requests to ${figures.hosts} hosts; at most ${figures.maxPerSecond} to one host within 1 s (must be 1); ` +
      `${figures.disallowed} to disallowed paths (must be 0); closest two to one host ${figures.closestGapMs.toFixed(0)} ms apart`,
  );
  console.log(
    `research bench: prospects ${byState.map((r) => `${r.state} ${r.n}`).join(', ')}; ` +
      `pages ${pages.map((r) => `${r.outcome} ${r.n}`).join(', ')}`,
  );
  console.log(
    `research bench: the app's main thread used ${s(cpuMs(main))} of CPU, ${(cpuMs(main) / N).toFixed(0)} ms a prospect ` +
      `(${((cpuMs(main) / wallMs) * 100).toFixed(0)} % of the wall time; the whole process, sites' thread included, ${s(cpuMs(cpu))}); ` +
      `event-loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms; ` +
      `RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before the run (app, PGlite, tsx), ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0)} MB after`,
  );
} finally {
  await t.destroy();
  await sites.close();
}
