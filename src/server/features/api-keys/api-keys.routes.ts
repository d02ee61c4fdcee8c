import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, noContent, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { sessionOnly } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '#shared/api-keys.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

/**
 * `/api/v1/api-keys` (DESIGN.md §4): an active user's own keys. Signed-in sessions only — an API key
 * cannot list, mint or revoke keys (`sessionOnly`: 403 `forbidden`).
 */
const tags = ['API keys'];

export const apiKeyRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'listApiKeys',
      summary: 'List your API keys (never the keys themselves)',
      responses: {
        200: jsonResponse(apiKeyListSchema, 'Keys not revoked, newest first'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => {
      return c.json(await listApiKeys(c.get('deps').db, c.get('user').id));
    },
  )
  .post(
    '/',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'createApiKey',
      summary: 'Create an API key; the answer is the only time the key is shown',
      responses: {
        201: jsonResponse(createdApiKeySchema, 'The new key, with `key`'),
        // 409: already 25 active keys.
        ...problemResponses(400, 401, 403, 409, 413),
      },
    }),
    validate('json', createApiKeySchema),
    async (c) => {
      return c.json(await createApiKey(c.get('deps').db, c.get('user').id, c.req.valid('json')), 201);
    },
  )
  .delete(
    '/:id',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key; its next request is refused',
      parameters: pathId('API key'),
      responses: { 204: noContent('Revoked'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await revokeApiKey(c.get('deps').db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
