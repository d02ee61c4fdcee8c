import type { RateLimitInfo } from 'hono-rate-limiter';
import type { Auth, AuthSession } from '#server/auth/auth.ts';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/env.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { ApiKeyScope } from '#shared/api-keys.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import type { WebhookEventData } from '#shared/webhooks.ts';

/**
 * What every request handler can reach. `deps` is built once per process (start.ts) or per test
 * (tests/setup/test-app.ts); `log` and `requestId` are per request; `session` is set by `loadSession`, from
 * the session cookie or from an API key, and `apiKey` then says which key (null for a cookie session).
 */
export type AppDeps = {
  env: AppEnv;
  db: Database;
  auth: Auth;
  logger: Logger;
  /** ENCRYPTION_KEY, decoded: 32 bytes for AES-256-GCM (lib/encryption.ts). */
  encryptionKey: Buffer;
  /** Absolute path of the built SPA (dist/client); absent in API-only tests. */
  clientDir?: string | undefined;
  /** The job queue (jobs/queue.ts); absent in tests that never run a batch (rows then stay queued). */
  jobs?: JobQueue | undefined;
  /** The SSRF guard's DNS resolver for user-supplied URLs (webhook endpoints); tests inject one so no test asks real DNS. Default: the OS resolver. */
  resolver?: Resolver | undefined;
  /**
   * Who hears app events besides webhook endpoints (features/webhooks event-subscribers.ts): the root's
   * list (event-subscribers.ts), the same in the web process and its workers (decision 020).
   */
  subscribers: readonly EventSubscriber[];
};

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    session: AuthSession | null;
    apiKey: ApiKeyAuth | null;
    /** Set by the rate limiters that counted this request (middleware/rate-limit). */
    rateLimitApiKey?: RateLimitInfo;
    rateLimitExpensive?: RateLimitInfo;
  };
};

/**
 * The context after `requireUser()` or `requireAdmin` (middleware/session.ts): `user` is the signed-in
 * user and `session` is never null, so a handler reads `c.get('user').id` without narrowing. Hono
 * carries it from `.use('*', requireUser())` to the handlers chained after it.
 */
export type UserBindings = {
  Variables: Omit<AppBindings['Variables'], 'session'> & { session: AuthSession; user: AuthSession['user'] };
};

/** The API key a request was authenticated with (`Authorization: Bearer cs_live_…`). */
export type ApiKeyAuth = { id: string; scopes: readonly ApiKeyScope[] };

/** The app events a subscriber may hear (the per-e-mail events go to webhook endpoints only). */
export const subscribableEvents = ['prospects.imported', 'campaign.completed', 'campaign.budget_reached'] as const;
export type SubscribableEvent = (typeof subscribableEvents)[number];

export type SubscribedEvent = {
  [T in SubscribableEvent]: { userId: string; type: T; data: WebhookEventData<T> };
}[SubscribableEvent];

/** What a subscriber's `handle` gets: the database, the queue (absent in tests without workers), and the keys to read credentials. */
export type SubscriberDeps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'> & { jobs: JobQueue | undefined };

/**
 * An app event's consumer other than webhook endpoints (the Slack message when a campaign completes):
 * `handle` runs after the change has committed and the webhook deliveries are stored, once per event,
 * in the process that made the change (features/webhooks/event-subscribers.ts `notifySubscribers`).
 * Keep it short (store a row, send a job): an error is logged and swallowed, never undoing the change
 * or the other subscribers. Decision 020, "Other subscribers".
 */
export type EventSubscriber = {
  name: string;
  types: readonly SubscribableEvent[];
  handle(deps: SubscriberDeps, event: SubscribedEvent): Promise<void>;
};
