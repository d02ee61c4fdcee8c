import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { createLogger } from '#server/lib/logger.ts';
import { signUpAndIn } from './support/bench-user.ts';

/**
 * HTTP baseline: the real app on loopback (embedded PGlite in a temporary folder), loaded by
 * autocannon for a fixed time per endpoint. Prints requests/s, p50/p99 latency (ms) and peak RSS (MB).
 * Figures, not pass/fail: compare runs on the same machine.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', BASE_URL: 'http://127.0.0.1' });
const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'cs-bench-')) });
await database.migrate();
const logger = createLogger('silent');
// NODE_ENV 'test' for auth only: its sign-in rate limit would otherwise throttle the load.
const auth = createAuth({
  db: database.db,
  env: { ...env, NODE_ENV: 'test' },
  secret: 'bench-secret-bench-secret-bench-secret',
  logger,
});
const app = createApp({
  env,
  db: database.db,
  auth,
  logger,
  encryptionKey: Buffer.alloc(32),
  subscribers: eventSubscribers,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const cookie = await signUpAndIn(base, 'bench@example.com');

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const rows = [];
for (const [name, path, headers] of [
  ['health', '/api/health', {}],
  ['me (signed in)', '/api/v1/me', { cookie }],
] as const) {
  const result = await autocannon({ url: base + path, headers, connections: CONNECTIONS, duration: DURATION_S });
  rows.push({
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
  });
}
clearInterval(sampler);
console.log(`HTTP baseline — ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, Node ${process.versions.node}`);
console.table(rows);
console.log(`peak RSS ${Math.round(peakRss / 1024 / 1024)} MB`);
server.close();
await database.close();
