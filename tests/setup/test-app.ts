import { randomBytes } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import type { AppDeps } from '#server/context.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The Hono app, in-process, on a fresh database (test-database.ts): what integration tests call.
 * `client()` returns an HTTP client with its own cookie jar, so a test can act as several users.
 */
export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(options: { env?: Record<string, string>; clientDir?: string } = {}) {
  const database = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', BASE_URL: TEST_BASE_URL, LOG_LEVEL: 'silent', ...options.env });
  const logger = createLogger(env.LOG_LEVEL);
  const auth = createAuth({ db: database.db, env, secret: 'test-secret-test-secret-test-secret-0123', logger });
  const deps: AppDeps = { env, db: database.db, auth, logger, encryptionKey: randomBytes(32), clientDir: options.clientDir };
  const app = createApp(deps);
  return {
    app,
    deps,
    db: database.db,
    client: () => new TestClient(app),
    /** Empties the database and returns it to the worker's pool (fast). */
    close: () => database.release(),
    /** Really closes the database, e.g. to test what happens when it is down. */
    destroy: () => database.destroy(),
  };
}

type Json = Record<string, unknown> | unknown[];

/** Sends requests to the in-process app like a browser on BASE_URL: Origin header, cookies kept. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: ReturnType<typeof createApp>) {}

  async request(path: string, init: RequestInit & { json?: Json } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_BASE_URL);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await this.app.request(`${TEST_BASE_URL}${path}`, { ...init, headers, body });
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
