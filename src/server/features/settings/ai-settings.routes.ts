import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { validate } from '#server/lib/validate.ts';
import { putAiSettingsSchema } from '#shared/settings.ts';
import { deleteAiSettings, getAiSettings, putAiSettings } from './ai-settings.service.ts';

/** `/api/v1/settings/ai` (DESIGN.md §4): GET (null when none), PUT, DELETE (204). */
export const aiSettingsRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await getAiSettings(c.get('deps').db, user.id));
  })
  .put('/', validate('json', putAiSettingsSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const { db, encryptionKey } = c.get('deps');
    return c.json(await putAiSettings(db, encryptionKey, user.id, c.req.valid('json')));
  })
  .delete('/', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    await deleteAiSettings(c.get('deps').db, user.id);
    return c.body(null, 204);
  });
