import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppBindings } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '#shared/api-keys.ts';
import { problemSchema } from '#shared/problem.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

/**
 * `/api/v1/api-keys` (DESIGN.md §4): an active user's own keys. Signed-in sessions only — an API key
 * cannot list, mint or revoke keys (route-scopes.ts `session`).
 */
const json = (description: string, schema: Parameters<typeof resolver>[0]) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: resolver(problemSchema) } } });
/** Session cookie only, never an API key (the OpenAPI document's `cookieAuth` scheme). */
const security = [{ cookieAuth: [] }];

export const apiKeyRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    describeRoute({
      tags: ['API keys'],
      operationId: 'listApiKeys',
      security,
      summary: 'List your API keys (never the keys themselves)',
      responses: { 200: json('Keys not revoked, newest first', apiKeyListSchema) },
    }),
    async (c) => {
      const { user } = sessionOrThrow(c.get('session'));
      return c.json(await listApiKeys(c.get('deps').db, user.id));
    },
  )
  .post(
    '/',
    describeRoute({
      tags: ['API keys'],
      operationId: 'createApiKey',
      security,
      summary: 'Create an API key; the answer is the only time the key is shown',
      responses: {
        201: json('The new key, with `key`', createdApiKeySchema),
        409: problem('Already 25 active keys (`conflict`)'),
      },
    }),
    validate('json', createApiKeySchema),
    async (c) => {
      const { user } = sessionOrThrow(c.get('session'));
      return c.json(await createApiKey(c.get('deps').db, user.id, c.req.valid('json')), 201);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      tags: ['API keys'],
      operationId: 'revokeApiKey',
      security,
      summary: 'Revoke an API key; its next request is refused',
      responses: { 204: { description: 'Revoked' }, 404: problem('No such key of yours (`not_found`)') },
    }),
    async (c) => {
      const { user } = sessionOrThrow(c.get('session'));
      await revokeApiKey(c.get('deps').db, user.id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
