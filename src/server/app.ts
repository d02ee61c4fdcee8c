import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings, AppDeps } from '#server/app-deps.ts';
import { withClientIp } from '#server/auth/client-ip.ts';
import { meRoutes } from '#server/features/accounts/me.routes.ts';
import { adminRoutes } from '#server/features/admin/admin.routes.ts';
import { aiSettingsRoutes } from '#server/features/ai-settings/ai-settings.routes.ts';
import { apiKeyRoutes } from '#server/features/api-keys/api-keys.routes.ts';
import { outboxRoutes } from '#server/features/app-mail/outbox.routes.ts';
import { campaignRoutes } from '#server/features/campaigns/campaigns.routes.ts';
import { forgetListsAfterWrites } from '#server/features/campaigns/index.ts';
import { configRoutes } from '#server/features/config/config.routes.ts';
import { campaignExportRoutes } from '#server/features/export/export.routes.ts';
import { generationRoutes } from '#server/features/generation/generation.routes.ts';
import { healthRoutes } from '#server/features/health/health.routes.ts';
import { integrationRoutes } from '#server/features/integrations/integrations.routes.ts';
import { docsRoutes } from '#server/features/openapi/docs.routes.ts';
import { openApiRoutes } from '#server/features/openapi/openapi.routes.ts';
import { playgroundRoutes } from '#server/features/playground/playground.routes.ts';
import { prospectItemRoutes } from '#server/features/prospects/prospect.routes.ts';
import { prospectRoutes } from '#server/features/prospects/prospects.routes.ts';
import { campaignResearchRoutes, prospectResearchRoutes } from '#server/features/research/index.ts';
import { campaignEmailRoutes, emailRoutes } from '#server/features/review/review.routes.ts';
import { scoringRoutes } from '#server/features/scoring/scoring.routes.ts';
import { statsRoutes } from '#server/features/stats/stats.routes.ts';
import { uniformityRoutes } from '#server/features/uniformity/uniformity.routes.ts';
import { webhookRoutes } from '#server/features/webhooks/webhooks.routes.ts';
import { AppError } from '#server/lib/errors.ts';
import { handleError, problemResponse } from '#server/lib/problem.ts';
import { idempotency } from '#server/middleware/idempotency/index.ts';
import { rateLimits } from '#server/middleware/rate-limit/index.ts';
import { requestContext } from '#server/middleware/request-context.ts';
import { sameOriginWrites } from '#server/middleware/same-origin.ts';
import { keyScopeGuard } from '#server/middleware/scope.ts';
import { securityHeaders } from '#server/middleware/security-headers.ts';
import { unreadBodies } from '#server/middleware/unread-body.ts';
import { loadSession } from '#server/middleware/session.ts';
import { spaRoutes } from '#server/spa.ts';
import { IMPORT_MAX_BYTES } from '#shared/prospects.ts';

const IMPORT_PATH = /^\/api\/v1\/campaigns\/[^/]+\/prospects(\/preview)?$/;

const bodyLimitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('too_large', `The request body is larger than ${maxSize.toLocaleString('en-US')} bytes.`);
    },
  });

/** Largest JSON body the API accepts outside imports, in bytes. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The whole HTTP app: `/api/*` (always JSON) and the SPA for everything else (DESIGN.md §4). Routes are
 * thin; features hold the logic. Used by the server (index.ts) and, in-process, by the tests.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  // First, so it sees every answer on its way out, refusals included: a body left unread is drained or
  // the connection announced closed, so the client's next request on it is not lost.
  app.use('*', unreadBodies, ...requestContext(deps), securityHeaders());

  app.route('/api/health', healthRoutes);
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    deps.auth.handler(deps.env.TRUSTED_PROXIES.length > 0 ? c.req.raw : withClientIp(c)),
  );
  app.route('/api/config', configRoutes);
  // Public, and before the session middleware below: the document and its browsable docs need no session.
  app.route('/api/v1/openapi.json', openApiRoutes(app));
  app.route('/api/docs', docsRoutes);

  const jsonLimit = bodyLimitOf(JSON_BODY_LIMIT_BYTES);
  // Imports stream and count their own bytes (50 MB); the cap here also bounds multipart overhead.
  const importLimit = bodyLimitOf(IMPORT_MAX_BYTES + 1024 * 1024);
  const originCheck = sameOriginWrites(deps.env.BASE_URL);
  // The order of the API's middleware, each step relying on the ones before it:
  // 1. request context (above): request id, logger, deps — everything below logs and reads deps;
  // 2. the cross-site check for cookie writes: it refuses before anything is read or counted, and it
  //    lets a request with `Authorization` pass because step 4 then ignores the cookie;
  // 3. the body limit, before anything reads the body (the idempotency fingerprint, the routes);
  // 4. the session or API key (`loadSession`), then the key's scopes (`keyScopeGuard`, which applies the
  //    scope each matched route declares, `requireScope`, and refuses keys where none is declared): a
  //    refused credential or scope costs no rate-limit count and no idempotency record;
  // 5. rate limits (/api/v1 only), which need to know the key and the user; a 429 stores no record;
  // 6. idempotency (/api/v1 POSTs), last: it needs the user, replays bypass the routes, and only
  //    requests that will really run take a key;
  // 7. (on the way out, /api/v1 only) a request that may have written drops its user's cached campaign
  //    lists once it has answered (features/campaigns/list-cache.ts), whatever the middleware above
  //    answered;
  // 8. the routes, whose own guards (`requireUser`, `requireAdmin`) judge the user's status and role,
  //    and put the typed `user` on the context for the handlers.
  for (const prefix of ['/api/v1/*', '/api/admin/*']) {
    app.use(
      prefix,
      originCheck,
      (c, next) => (IMPORT_PATH.test(c.req.path) ? importLimit : jsonLimit)(c, next),
      loadSession,
      keyScopeGuard,
    );
  }
  app.use('/api/v1/*', forgetListsAfterWrites, ...rateLimits(deps), idempotency);
  app.route('/api/v1/me', meRoutes);
  app.route('/api/v1/campaigns', campaignRoutes);
  app.route('/api/v1/campaigns', prospectRoutes);
  app.route('/api/v1/campaigns', generationRoutes);
  app.route('/api/v1/campaigns', campaignEmailRoutes);
  app.route('/api/v1/campaigns', campaignExportRoutes);
  app.route('/api/v1/campaigns', uniformityRoutes);
  app.route('/api/v1/campaigns', campaignResearchRoutes);
  app.route('/api/v1/emails', emailRoutes);
  app.route('/api/v1/prospects', prospectItemRoutes);
  app.route('/api/v1/prospects', prospectResearchRoutes);
  app.route('/api/v1/stats', statsRoutes);
  app.route('/api/v1/settings/ai', aiSettingsRoutes);
  app.route('/api/v1/personalize', playgroundRoutes);
  app.route('/api/v1/score', scoringRoutes);
  app.route('/api/v1/integrations', integrationRoutes);
  app.route('/api/v1/api-keys', apiKeyRoutes);
  app.route('/api/v1/webhooks', webhookRoutes);
  app.route('/api/admin/outbox', outboxRoutes);
  app.route('/api/admin', adminRoutes);

  app.route('/', spaRoutes(deps.clientDir));
  app.notFound((c) => problemResponse(c, 404, { code: 'not_found', title: 'Not found' }));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
