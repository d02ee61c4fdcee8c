import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { scopeRuleFor } from './route-scopes.ts';

/**
 * Refuses a key-authenticated request outside its key's scopes with 403 `forbidden`, naming the scope
 * it lacks (route-scopes.ts holds the table). Cookie sessions pass untouched. Runs right after
 * `loadSession`, before any rate limit or route, so a refused request does no work.
 * @throws AppError `forbidden` (403)
 */
export const keyScopeGuard = createMiddleware<AppBindings>(async (c, next) => {
  const key = c.get('apiKey');
  if (!key) return next();
  const { method, path } = c.req;
  const rule = scopeRuleFor(method, path);
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
  return next();
});
