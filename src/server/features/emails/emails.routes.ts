import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AppBindings } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { exportQuerySchema } from '#shared/export.ts';
import { bulkActionSchema, emailListQuerySchema, patchEmailSchema, regenerateSchema } from '#shared/review.ts';
import { getOwnedCampaign } from '../campaigns/campaigns.service.ts';
import { editEmail, regenerateEmail } from './edit-email.service.ts';
import { campaignExport } from './export/export.service.ts';
import { bulkReview, getOwnedEmail, listEmails, toEmail } from './emails.service.ts';
import { generationContext } from './generation.routes.ts';

/**
 * Review and export (DESIGN.md §4): `GET /api/v1/campaigns/:id/emails?status&grade&flag&q`,
 * `POST …/emails/bulk` and `GET …/export?format&status` (a streamed file; `X-Skipped-Without-Email`
 * counts prospects a sending-tool preset left out) (mounted under /api/v1/campaigns), and `GET`, `PATCH /api/v1/emails/:id`
 * and `POST /api/v1/emails/:id/regenerate` (202) (mounted under /api/v1/emails).
 */
export const campaignEmailRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/:id/emails', validate('query', emailListQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const { db } = c.get('deps');
    const campaign = await getOwnedCampaign(db, user.id, c.req.param('id'));
    return c.json(await listEmails(db, campaign.id, c.req.valid('query')));
  })
  .get('/:id/export', validate('query', exportQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const { db } = c.get('deps');
    const campaign = await getOwnedCampaign(db, user.id, c.req.param('id'));
    const { file, skipped } = await campaignExport(db, campaign, c.req.valid('query'));
    c.header('content-type', file.contentType);
    c.header('content-disposition', `attachment; filename="${file.filename}"`);
    c.header('x-skipped-without-email', String(skipped));
    return stream(c, async (out) => {
      for await (const chunk of file.chunks) await out.write(chunk);
    });
  })
  .post('/:id/emails/bulk', validate('json', bulkActionSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const ctx = generationContext(c);
    const campaign = await getOwnedCampaign(ctx.db, user.id, c.req.param('id'));
    const { action, ids, filter } = c.req.valid('json');
    return c.json(await bulkReview(ctx, campaign, action, { ids, filter }));
  });

export const emailRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/:id', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const owned = await getOwnedEmail(c.get('deps').db, user.id, c.req.param('id'));
    return c.json(toEmail(owned.email, owned.prospect));
  })
  .patch('/:id', validate('json', patchEmailSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const ctx = generationContext(c);
    const owned = await getOwnedEmail(ctx.db, user.id, c.req.param('id'));
    return c.json(toEmail(await editEmail(ctx, owned, c.req.valid('json')), owned.prospect));
  })
  .post('/:id/regenerate', validate('json', regenerateSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const ctx = generationContext(c);
    const owned = await getOwnedEmail(ctx.db, user.id, c.req.param('id'));
    const row = await regenerateEmail(ctx, owned, c.req.valid('json').instruction);
    return c.json(toEmail(row, owned.prospect), 202);
  });
