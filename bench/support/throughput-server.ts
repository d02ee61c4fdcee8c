import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { flushWriteBehind } from '#server/db/write-behind.ts';
import { apiKeys, users } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { createLogger } from '#server/lib/logger.ts';
import { signUpAndIn } from './bench-user.ts';

/**
 * The servers bench/api-throughput.ts loads, in one child process of their own (so autocannon's CPU is
 * not theirs, and `--cpu-prof` profiles only them): a bare Hono app and the real app, both served by
 * @hono/node-server on loopback. The app runs as `npm start` serves the API (NODE_ENV production, pino
 * at `info` to stdout, which the parent sends to /dev/null), without the job workers, on PGlite in a
 * temporary folder or PostgreSQL with DATABASE_URL. API_KEY_RPM is raised so the limiter counts every
 * request without refusing the load. Sends `{bare, app, key}` to the parent over IPC; on `finish` it
 * closes the app (flushing what it keeps in memory), reads the key's stored request count, sends it,
 * and exits.
 */
const databaseUrl = process.env.DATABASE_URL;
const env = parseEnv({ NODE_ENV: 'production', BASE_URL: 'http://127.0.0.1', API_KEY_RPM: '1000000' });
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(join(tmpdir(), 'cs-bench-')) },
);
await database.migrate();
const logger = createLogger(env.LOG_LEVEL);
// NODE_ENV 'test' for auth only: its sign-in rate limit would otherwise throttle the set-up.
const auth = createAuth({
  db: database.db,
  env: { ...env, NODE_ENV: 'test' },
  secret: 'bench-secret-bench-secret-bench-secret',
  logger,
});
const deps = { env, db: database.db, auth, logger, encryptionKey: Buffer.alloc(32), subscribers: eventSubscribers };
const app = createApp(deps);

const listen = async (fetch: (request: Request) => Response | Promise<Response>) => {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
};
const bare = await listen(new Hono().get('/x', (c) => c.json({ ok: true })).fetch);
const served = await listen(app.fetch);

const email = `bench-${Date.now()}@example.com`;
const cookie = await signUpAndIn(served.url, email);
await database.db.update(users).set({ status: 'active' }).where(eq(users.email, email));
const post = async (path: string, body: unknown) => {
  const res = await fetch(served.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: served.url, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const { id, key } = (await post('/api/v1/api-keys', { name: 'Bench', scopes: ['campaigns:read'] })) as {
  id: string;
  key: string;
};
// A page of 20 campaigns: what an integration polling its campaigns reads.
for (let i = 0; i < 20; i++) {
  await post('/api/v1/campaigns', { name: `Campaign ${i}`, brief: { senderName: 'Ana', offer: 'Faster onboarding' } });
}

process.on('message', async (message) => {
  if (message !== 'finish') return;
  bare.server.close();
  served.server.close();
  await flushWriteBehind(database.db);
  const [row] = await database.db.select({ count: apiKeys.requestCount }).from(apiKeys).where(eq(apiKeys.id, id));
  process.send!({ requestCount: row!.count }, () => {
    void database.close().then(() => process.exit(0));
  });
});
process.send!({ bare: `${bare.url}/x`, app: served.url, key, cookie });
