import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { flushWriteBehind } from '#server/db/write-behind.ts';
import { apiKeys, users } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { authenticateApiKey } from '#server/features/api-keys/authenticate-key.ts';
import { hashApiKey } from '#server/features/api-keys/key-material.ts';
import { createLogger } from '#server/lib/logger.ts';
import { signUpAndIn } from './support/bench-user.ts';

/**
 * What Bearer authentication costs (docs/decisions/019, 036): a key is looked up once per 5 s (the
 * cache of verified keys), its requests are counted in memory and written every 2 s, and the rate
 * limit is counted in memory and written every second. Prints (1) `GET /api/v1/me` under load by cookie
 * session and by one API key shared by every connection, with the key's stored request count, once the
 * app has flushed, against the requests autocannon sent (no lost updates), and (2) `authenticateApiKey`
 * (a cache hit and an in-memory count) against the lookup it saves, a SELECT of the key and its owner,
 * sequentially. Embedded PGlite on disk, or PostgreSQL with DATABASE_URL.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);

const databaseUrl = process.env.DATABASE_URL;
const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  BASE_URL: 'http://127.0.0.1',
  API_KEY_RPM: '1000000',
});
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(join(tmpdir(), 'cs-bench-')) },
);
await database.migrate();
const { db } = database;
const logger = createLogger('silent');
const auth = createAuth({
  db,
  env: { ...env, NODE_ENV: 'test' },
  secret: 'bench-secret-bench-secret-bench-secret',
  logger,
});
const app = createApp({ env, db, auth, logger, encryptionKey: Buffer.alloc(32), subscribers: eventSubscribers });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const email = `bench-${Date.now()}@example.com`;
const cookie = await signUpAndIn(base, email);
await db.update(users).set({ status: 'active' }).where(eq(users.email, email));
const created = await fetch(`${base}/api/v1/api-keys`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base, cookie },
  body: JSON.stringify({ name: 'Bench', scopes: ['campaigns:read'] }),
});
const { id, key } = (await created.json()) as { id: string; key: string };

const rows = [];
let keyRequests = 0;
for (const [name, headers] of [
  ['me (cookie session)', { cookie }],
  ['me (one API key, all connections)', { authorization: `Bearer ${key}` }],
] as const) {
  const result = await autocannon({
    url: `${base}/api/v1/me`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (name.includes('API key')) keyRequests = result.requests.total;
  rows.push({
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
  });
}
await flushWriteBehind(db);
const [stored] = await db.select({ count: apiKeys.requestCount }).from(apiKeys).where(eq(apiKeys.id, id));
console.log(
  `Bearer authentication — ${database.driver}, ${CONNECTIONS} connections, ${DURATION_S} s per row, Node ${process.versions.node}`,
);
console.table(rows);
// autocannon counts requests it sent; one may still be in flight when it stops.
console.log(
  `request_count stored ${stored!.count}, requests sent ${keyRequests} (every one counted: ${Math.abs(stored!.count - keyRequests) <= CONNECTIONS})`,
);

const hash = hashApiKey(key);
const live = and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)));
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) await work();
  return ((performance.now() - started) * 1000) / ITERATIONS;
};
const readOnly = await time(() =>
  db
    .select()
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hash), live)),
);
const withUsage = await time(() => authenticateApiKey(db, `Bearer ${key}`));
console.table([
  { statement: 'SELECT key + owner (no usage)', 'µs/call': Math.round(readOnly) },
  { statement: 'authenticateApiKey (cached key, usage in memory)', 'µs/call': Math.round(withUsage) },
]);
server.close();
await database.close();
