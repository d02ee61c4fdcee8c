import { fork } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { EMBEDDED_NODE_FLAGS } from '#server/db/pglite-tuning.ts';

/**
 * API throughput beside a bare Hono app (issue 16, item 5; docs/decisions/036). A child process
 * (support/throughput-server.ts) serves a bare `new Hono().get('/x', c => c.json({ok: true}))` and the
 * real app, both through @hono/node-server on loopback in that one process; this process runs
 * autocannon against each in turn with the same settings, so the ratios compare the same server
 * library, machine and moment. Per connection count (BENCH_CONNECTIONS, default 200 and 50) it prints
 * requests/s, p50/p99 latency (ms), non-2xx answers and each figure's share of bare Hono for:
 * bare Hono, `GET /api/health` (anonymous, as uptime monitors call it), and `GET /api/v1/campaigns` by
 * one API key (Bearer) shared by every connection — a page of 20 campaigns. Then the key's stored
 * request count against the requests sent, after the app has closed (no lost updates).
 *
 * Embedded PGlite in a temporary folder, or PostgreSQL with DATABASE_URL. BENCH_DURATION_S (default 10)
 * per row; BENCH_PROFILE=<dir> writes the server process's CPU profile there (`--cpu-prof`), and
 * BENCH_ONLY (`bare`, `health`, `list`, comma-separated) runs only those rows, so a profile holds one endpoint.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '200,50').split(',').map(Number);
const profileDir = process.env.BENCH_PROFILE;
// BENCH_ONLY=health (or bare, list, comma-separated) profiles one endpoint at a time.
const ONLY = process.env.BENCH_ONLY?.split(',');

const server = fork(new URL('./support/throughput-server.ts', import.meta.url).pathname, {
  // As npm start runs the app (EMBEDDED_NODE_FLAGS: PGlite's WebAssembly on the baseline compiler).
  execArgv: [
    '--import',
    'tsx',
    ...EMBEDDED_NODE_FLAGS,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ],
  // The app's request logs go to /dev/null: written, as in production, but not read.
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const [ready] = (await once(server, 'message')) as [{ bare: string; app: string; key: string }];

type Target = { id: string; name: string; url: string; headers: Record<string, string> };
const all: Target[] = [
  { id: 'bare', name: 'bare Hono', url: ready.bare, headers: {} },
  { id: 'health', name: '/api/health', url: `${ready.app}/api/health`, headers: {} },
  {
    id: 'list',
    name: 'GET /api/v1/campaigns (API key)',
    url: `${ready.app}/api/v1/campaigns`,
    headers: { authorization: `Bearer ${ready.key}` },
  },
];
const targets = all.filter((target) => ONLY === undefined || ONLY.includes(target.id));
const load = (url: string, headers: Record<string, string>, connections: number, duration: number) =>
  autocannon({ url, headers, connections, duration });

// Warm-up (JIT, caches, the database's buffers): not counted, except in the key's request count.
let keyRequests = 0;
let keyTimeouts = 0;
for (const target of targets) {
  const warm = await load(target.url, target.headers, 10, 2);
  if (target.headers.authorization) keyRequests += warm.requests.sent;
  if (target.headers.authorization) keyTimeouts += warm.timeouts;
}

const pct = (value: number, of: number) => `${((100 * value) / of).toFixed(1)} %`;
for (const connections of CONNECTIONS) {
  const rows = [];
  let bareRate = 0;
  for (const target of targets) {
    const result = await load(target.url, target.headers, connections, DURATION_S);
    if (target.headers.authorization) keyRequests += result.requests.sent;
    if (target.headers.authorization) keyTimeouts += result.timeouts;
    const rate = result.requests.average;
    if (target.name === 'bare Hono') bareRate = rate;
    rows.push({
      endpoint: target.name,
      'req/s': Math.round(rate),
      'of bare': bareRate ? pct(rate, bareRate) : '—',
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  console.log(
    `API throughput — ${connections} connections, ${DURATION_S} s per row, ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, Node ${process.versions.node}, servers in one child process`,
  );
  console.table(rows);
}

server.send('finish');
const [{ requestCount }] = (await once(server, 'message')) as [{ requestCount: number }];
await once(server, 'exit');
// Requests sent, timed-out ones included: one per connection may be cut off before the server read it
// when a run stops, and so may a request autocannon gave up on (it closes that connection).
const slack = Math.max(...CONNECTIONS) + keyTimeouts;
console.log(
  `key request_count stored ${requestCount}, requests sent ${keyRequests} (every one counted: ${requestCount <= keyRequests && keyRequests - requestCount <= slack})`,
);
