import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { listQuerySchema } from '#shared/lists.ts';
import { getOwnedCampaign } from '../campaigns/campaigns.service.ts';
import { openImportBody } from './import-body.ts';
import { previewImport } from './import/index.ts';
import { asAppError, importIntoCampaign } from './prospect-import.service.ts';
import { listProspects } from './prospects.service.ts';

/**
 * `/api/v1/campaigns/:id/prospects` (DESIGN.md §4): list, import (200 `{imported, duplicates,
 * invalid}`) and preview (`{columns, mapping, sample}`). The campaign must be the caller's (else 404).
 */
export const prospectRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/:id/prospects', validate('query', listQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const { db } = c.get('deps');
    const campaign = await getOwnedCampaign(db, user.id, c.req.param('id'));
    return c.json(await listProspects(db, campaign.id, c.req.valid('query')));
  })
  .post('/:id/prospects/preview', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    await getOwnedCampaign(c.get('deps').db, user.id, c.req.param('id'));
    try {
      const { table, mapping } = await openImportBody(c);
      return c.json(await previewImport(table, mapping));
    } catch (error) {
      throw asAppError(error);
    }
  })
  .post('/:id/prospects', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const { db, jobs, logger, env, encryptionKey } = c.get('deps');
    const campaign = await getOwnedCampaign(db, user.id, c.req.param('id'));
    let opened;
    try {
      opened = await openImportBody(c);
    } catch (error) {
      throw asAppError(error);
    }
    return c.json(await importIntoCampaign(db, campaign.id, opened.table, opened.mapping, { userId: user.id, deps: { jobs, logger, env, encryptionKey } }));
  });
