import { TrieRouter } from 'hono/router/trie-router';
import type { ApiKeyScope } from '#shared/api-keys.ts';

/**
 * Which API-key scope each `/api/v1` route needs (issue 7 item 1; STYLE.md habit 9). One table,
 * checked on the server for every key-authenticated request (scope-guard.ts), failing closed: a route
 * missing here refuses every key. `any` = any valid key; `session` = never with a key (a key must not
 * mint keys, read provider secrets or delete the account). tests walk `app.routes` to prove each
 * `/api/v1` route has an entry, so a new route cannot ship silently open or closed.
 *
 * Rules are tried in order and the first that matches wins: put a method-specific rule before an
 * `ALL` one for the same path. `/webhooks` and `/integrations` are built on other branches; their
 * rules are here so they are scoped the day they are mounted.
 */
export type ScopeRule = ApiKeyScope | 'any' | 'session';

export const ROUTE_SCOPES: readonly (readonly [method: string, path: string, rule: ScopeRule])[] = [
  ['GET', '/api/v1/me', 'any'],
  ['DELETE', '/api/v1/me', 'session'],
  ['GET', '/api/v1/openapi.json', 'any'],

  ['GET', '/api/v1/campaigns', 'campaigns:read'],
  ['POST', '/api/v1/campaigns', 'campaigns:write'],
  ['GET', '/api/v1/campaigns/:id', 'campaigns:read'],
  ['PATCH', '/api/v1/campaigns/:id', 'campaigns:write'],
  ['DELETE', '/api/v1/campaigns/:id', 'campaigns:write'],
  ['GET', '/api/v1/campaigns/:id/prospects', 'campaigns:read'],
  ['POST', '/api/v1/campaigns/:id/prospects', 'campaigns:write'],
  ['POST', '/api/v1/campaigns/:id/prospects/preview', 'campaigns:write'],
  ['GET', '/api/v1/campaigns/:id/estimate', 'campaigns:read'],
  ['GET', '/api/v1/campaigns/:id/progress', 'campaigns:read'],
  ['GET', '/api/v1/stats', 'campaigns:read'],

  ['POST', '/api/v1/campaigns/:id/generate', 'emails:write'],
  ['POST', '/api/v1/campaigns/:id/pause', 'emails:write'],
  ['POST', '/api/v1/campaigns/:id/resume', 'emails:write'],
  ['POST', '/api/v1/campaigns/:id/cancel', 'emails:write'],
  ['POST', '/api/v1/campaigns/:id/retry-failed', 'emails:write'],
  ['GET', '/api/v1/campaigns/:id/emails', 'emails:read'],
  ['GET', '/api/v1/campaigns/:id/export', 'emails:read'],
  ['POST', '/api/v1/campaigns/:id/emails/bulk', 'emails:write'],
  ['GET', '/api/v1/emails/:id', 'emails:read'],
  ['PATCH', '/api/v1/emails/:id', 'emails:write'],
  ['POST', '/api/v1/emails/:id/regenerate', 'emails:write'],
  ['POST', '/api/v1/personalize', 'emails:write'],

  ['ALL', '/api/v1/webhooks', 'webhooks:write'],
  ['ALL', '/api/v1/webhooks/*', 'webhooks:write'],
  ['GET', '/api/v1/integrations', 'campaigns:read'],
  ['GET', '/api/v1/integrations/*', 'campaigns:read'],
  ['ALL', '/api/v1/integrations', 'campaigns:write'],
  ['ALL', '/api/v1/integrations/*', 'campaigns:write'],

  ['ALL', '/api/v1/api-keys', 'session'],
  ['ALL', '/api/v1/api-keys/*', 'session'],
  ['ALL', '/api/v1/settings/ai', 'session'],
];

const router = new TrieRouter<{ order: number; rule: ScopeRule }>();
ROUTE_SCOPES.forEach(([method, path, rule], order) => router.add(method, path, { order, rule }));

/**
 * The rule for a request (HEAD is read as GET, as Hono routes it), or undefined when no rule matches.
 * @param path - a concrete path (`/api/v1/campaigns/3f…`) or a route pattern (`/api/v1/campaigns/:id`)
 */
export function scopeRuleFor(method: string, path: string): ScopeRule | undefined {
  const [matches] = router.match(method === 'HEAD' ? 'GET' : method, path);
  const first = matches.map(([handler]) => handler).sort((a, b) => a.order - b.order)[0];
  return first?.rule;
}
