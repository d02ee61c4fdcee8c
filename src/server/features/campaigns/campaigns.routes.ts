import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { validate } from '#server/lib/validate.ts';
import { createCampaignSchema, updateCampaignSchema } from '#shared/campaigns.ts';
import { listQuerySchema } from '#shared/lists.ts';
import { createCampaign, deleteCampaign, getOwnedCampaign, listCampaigns, toCampaign, updateCampaign } from './campaigns.service.ts';

/** `/api/v1/campaigns` (DESIGN.md §4): an active user's own campaigns; 201 on create, 204 on delete. */
export const campaignRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/', validate('query', listQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await listCampaigns(c.get('deps').db, user.id, c.req.valid('query')));
  })
  .post('/', validate('json', createCampaignSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await createCampaign(c.get('deps').db, user.id, c.req.valid('json')), 201);
  })
  .get('/:id', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(toCampaign(await getOwnedCampaign(c.get('deps').db, user.id, c.req.param('id'))));
  })
  .patch('/:id', validate('json', updateCampaignSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await updateCampaign(c.get('deps').db, user.id, c.req.param('id'), c.req.valid('json')));
  })
  .delete('/:id', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    await deleteCampaign(c.get('deps').db, user.id, c.req.param('id'));
    return c.body(null, 204);
  });
