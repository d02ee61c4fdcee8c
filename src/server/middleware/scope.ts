import type { Context, MiddlewareHandler } from 'hono';
import { uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ApiKeyScope } from '#shared/api-keys.ts';

/**
 * Which API keys may call a route, declared once, on the route (docs/decisions/019 "Scope declared on
 * the route", after midday's `withRequiredScope`):
 *
 * ```ts
 * .get('/:id', requireScope('campaigns:read'), describeRoute({ tags, operationId, … }), handler)
 * ```
 *
 * `requireScope(scope)`: a key holding `scope`; `anyApiKey`: any valid key; `sessionOnly`: no key at
 * all (a key must not mint keys, read provider secrets or delete the account). Cookie sessions pass
 * all three: the route's own guards (`requireUser`, middleware/session.ts) judge them. The declaration
 * - enforces itself: a key outside it is refused with 403 `forbidden` saying what it lacks;
 * - documents itself: it carries the operation's OpenAPI `security` under hono-openapi's
 *   `uniqueSymbol`, the mark `describeRoute` uses, so the document says what is enforced and the
 *   route's `describeRoute` names no `security` (docs/decisions/018);
 * - is applied early by `keyScopeGuard`, which app.ts runs right after the credential is loaded and
 *   before rate limits and idempotency, so a refused key costs no count and no record. The guard reads
 *   the declarations of the routes the request matched; when they declare nothing it refuses every
 *   key (fail closed), so a new route cannot ship open to keys.
 *
 * Declare on a method route, never in `.use()`: a `.use` pattern also matches the routes of other
 * routers mounted on the same prefix. api-keys/scopes.db.test.ts checks that every `/api/v1` route
 * declares exactly one rule, and that no `.use` route declares any.
 */
export type ScopeRule = ApiKeyScope | 'any' | 'session';

type Security = NonNullable<DescribeRouteOptions['security']>;

/**
 * The operation's `security`: a session cookie, or an API key holding the scope (any key for `any`;
 * none for `session`). OpenAPI 3.1 §4.8.30: for schemes other than OAuth the array lists the roles
 * required, here the key's scope.
 */
export const securityOf = (rule: ScopeRule): Security =>
  rule === 'session' ? [{ cookieAuth: [] }] : [{ cookieAuth: [] }, { bearerAuth: rule === 'any' ? [] : [rule] }];

const RULE = Symbol('api-key scope rule');

/** A route's declaration: a middleware carrying its rule and its OpenAPI `security`. */
export type ScopeDeclaration = MiddlewareHandler<AppBindings> & { readonly [RULE]: ScopeRule };

/**
 * Refuses the request's API key (if any) on a route declaring `rule` (`undefined`: declaring nothing).
 * @throws AppError `forbidden` (403), its `detail` naming the missing scope, or saying why no key may
 */
function checkKey(c: Context<AppBindings>, rule: ScopeRule | undefined) {
  const key = c.get('apiKey');
  if (!key) return;
  const { method, path } = c.req;
  if (rule === undefined) throw new AppError('forbidden', `API keys cannot be used on ${method} ${path}.`);
  if (rule === 'session') {
    throw new AppError(
      'forbidden',
      `${method} ${path} needs a signed-in session: API keys cannot manage keys, provider keys or the account.`,
    );
  }
  if (rule !== 'any' && !key.scopes.includes(rule)) {
    throw new AppError('forbidden', `This API key lacks the ${rule} scope, which ${method} ${path} needs.`);
  }
}

function declare(rule: ScopeRule): ScopeDeclaration {
  const middleware = createMiddleware<AppBindings>(async (c, next) => {
    checkKey(c, rule);
    await next();
  });
  return Object.assign(middleware, { [RULE]: rule, [uniqueSymbol]: { spec: { security: securityOf(rule) } } });
}

/** An API key must hold `scope`. */
export const requireScope = (scope: ApiKeyScope): ScopeDeclaration => declare(scope);

/** Any valid API key (`GET /me`). */
export const anyApiKey: ScopeDeclaration = declare('any');

/** No API key: a signed-in session only (API keys, AI provider settings, deleting the account). */
export const sessionOnly: ScopeDeclaration = declare('session');

/** The rules declared by these routes' handlers: a request's matched routes, or an app's `routes`. */
export function declaredRules(routes: readonly RouterRoute[]): ScopeRule[] {
  return routes.flatMap(({ handler }) => {
    const rule = (findTargetHandler(handler) as Partial<ScopeDeclaration>)[RULE];
    return rule === undefined ? [] : [rule];
  });
}

/**
 * Applies, for a key-authenticated request, the declarations of every route it matched, before any
 * rate limit or idempotency record (the order in app.ts); refuses every key where none declares
 * anything. Cookie sessions pass untouched.
 * @throws AppError `forbidden` (403)
 */
export const keyScopeGuard = createMiddleware<AppBindings>(async (c, next) => {
  if (c.get('apiKey')) {
    const rules = declaredRules(matchedRoutes(c));
    if (rules.length === 0) checkKey(c, undefined);
    for (const rule of rules) checkKey(c, rule);
  }
  await next();
});
