import { randomBytes } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import type { GenerationContext } from '#server/features/generation/generation-deps.ts';
import { startWorkers } from '#server/workers.ts';
import { sql } from 'drizzle-orm';
import { flushWriteBehind } from '#server/db/write-behind.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The Hono app, in-process, on a fresh database (test-database.ts): what integration tests call.
 * `client()` returns an HTTP client with its own cookie jar, so a test can act as several users.
 */
export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    workers?: boolean;
    call?: GenerationContext['call'];
    resolver?: Resolver;
    /** Who hears app events besides webhook endpoints; default the roots' list (src/server/event-subscribers.ts). */
    subscribers?: AppDeps['subscribers'];
  } = {},
) {
  const database = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', BASE_URL: TEST_BASE_URL, LOG_LEVEL: 'silent', ...options.env });
  const logger = createLogger(env.LOG_LEVEL);
  const auth = createAuth({ db: database.db, env, secret: 'test-secret-test-secret-test-secret-0123', logger });
  const encryptionKey = randomBytes(32);
  const subscribers = options.subscribers ?? eventSubscribers;
  // `workers`: the job queue and the generation workers run in-process, as under `npm start`.
  const workers = options.workers
    ? await startWorkers({
        database,
        env,
        logger,
        encryptionKey,
        subscribers,
        call: options.call,
        ...(options.resolver ? { resolver: options.resolver } : {}),
      })
    : undefined;
  const deps: AppDeps = {
    env,
    db: database.db,
    auth,
    logger,
    encryptionKey,
    clientDir: options.clientDir,
    jobs: workers?.jobs,
    resolver: options.resolver,
    subscribers,
  };
  const app = createApp(deps);
  const stopWorkers = async () => {
    if (!workers) return;
    await workers.stop(2_000);
    // pg-boss keeps its own schema; drop it so the next test on this pooled database starts clean.
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
  };
  return {
    app,
    deps,
    db: database.db,
    /** The test database's connection string (PostgreSQL runs only), for processes the test starts. */
    databaseUrl: database.databaseUrl,
    client: () => new TestClient(app),
    /** Empties the database and returns it to the worker's pool (fast). */
    close: async () => {
      await stopWorkers();
      // Counts kept in memory (API-key usage, rate limits) land in this database, not the next test's.
      await flushWriteBehind(database.db);
      await database.release();
    },
    /** Really closes the database, e.g. to test what happens when it is down. */
    destroy: async () => {
      await stopWorkers();
      await flushWriteBehind(database.db);
      await database.destroy();
    },
  };
}

type Json = Record<string, unknown> | unknown[];

/** Sends requests to the in-process app like a browser on BASE_URL: Origin header, cookies kept. */
export class TestClient {
  private cookies = new Map<string, string>();
  /**
   * @param app - the in-process app, or anything with its `request(url, init)` signature (a real
   *   server: `{ request: (url, init) => fetch(url, init) }` with that server's `baseUrl`)
   */
  constructor(
    private readonly app: { request(url: string, init: RequestInit): Response | Promise<Response> },
    private readonly baseUrl = TEST_BASE_URL,
  ) {}

  async request(path: string, init: RequestInit & { json?: Json } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // A browser on our own page; a test of origin checks passes its own (an empty one is sent as none).
    if (!headers.has('origin')) headers.set('origin', this.baseUrl);
    else if (headers.get('origin') === '') headers.delete('origin');
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await this.app.request(`${this.baseUrl}${path}`, { ...init, headers, body });
    this.storeCookies(response.headers);
    return response;
  }

  get = (path: string, init: RequestInit = {}) => this.request(path, { ...init, method: 'GET' });
  post = (path: string, json?: Json) => this.request(path, { method: 'POST', json });
  patch = (path: string, json?: Json) => this.request(path, { method: 'PATCH', json });
  delete = (path: string) => this.request(path, { method: 'DELETE' });

  storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get signedIn(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }
}
