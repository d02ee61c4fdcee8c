import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { sessionOnly } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertPublicUrl, UrlNotAllowedError } from '#server/lib/ssrf.ts';
import { jsonResponse, noContent, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { aiSettingsSchema, putAiSettingsSchema } from '#shared/settings.ts';
import { deleteAiSettings, getAiSettings, putAiSettings } from './ai-settings.service.ts';

/**
 * `/api/v1/settings/ai` (DESIGN.md §4): GET (null when none), PUT, DELETE (204). A user's own base URL
 * must pass the SSRF guard when saved (DESIGN.md §5): a loopback, private, link-local or metadata
 * address is refused with 400 `url_not_allowed` on the `baseUrl` field. The guard runs again on every
 * request the engine sends to it, because a name can resolve elsewhere later (ssrf-fetch.ts).
 */
async function assertUserBaseUrl(baseUrl: string) {
  try {
    await assertPublicUrl(baseUrl);
  } catch (error) {
    if (!(error instanceof UrlNotAllowedError)) throw error;
    throw new AppError('url_not_allowed', error.message, { errors: [{ path: 'baseUrl', message: error.message }] });
  }
}

const tags = ['Settings'];

export const aiSettingsRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'getAiSettings',
      summary: 'Your AI provider settings',
      description: 'The key is shown masked. `null` when you have none: campaigns then use the server’s provider.',
      responses: {
        200: jsonResponse(aiSettingsSchema.nullable(), 'The settings, or null'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => {
      return c.json(await getAiSettings(c.get('deps').db, c.get('user').id));
    },
  )
  .put(
    '/',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'putAiSettings',
      summary: 'Save your AI provider key',
      description:
        'Stored encrypted (AES-256-GCM). A `baseUrl` must be public: loopback, private and metadata addresses are refused (`url_not_allowed`).',
      responses: {
        200: jsonResponse(aiSettingsSchema, 'The saved settings, key masked'),
        ...problemResponses(400, 401, 403, 413),
      },
    }),
    validate('json', putAiSettingsSchema),
    async (c) => {
      const { db, encryptionKey } = c.get('deps');
      const input = c.req.valid('json');
      if (input.baseUrl) await assertUserBaseUrl(input.baseUrl);
      return c.json(await putAiSettings(db, encryptionKey, c.get('user').id, input));
    },
  )
  .delete(
    '/',
    sessionOnly,
    describeRoute({
      tags,
      operationId: 'deleteAiSettings',
      summary: 'Remove your AI provider key',
      responses: { 204: noContent('Removed (or there was none)'), ...problemResponses(401, 403) },
    }),
    async (c) => {
      await deleteAiSettings(c.get('deps').db, c.get('user').id);
      return c.body(null, 204);
    },
  );
