import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, noContent, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { patchProspectSchema, prospectSchema } from '#shared/prospects.ts';
import { deleteProspect, getOwnedProspect, updateProspect } from './manage-prospect.service.ts';
import { toProspect } from './prospects.service.ts';

/**
 * One prospect (DESIGN.md §4), mounted under /api/v1/prospects: `PATCH /:id` (200, the prospect with
 * its flags checked again) and `DELETE /:id` (204, its e-mails with it). Its campaign must be the
 * caller's (else 404).
 */
const tags = ['Prospects'];
const parameters = pathId('prospect');

export const prospectItemRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .patch(
    '/:id',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'updateProspect',
      parameters,
      summary: 'Edit a prospect',
      description:
        'Change standard fields (null or "" clears one) and, with `fields`, replace the custom merge fields. The row is ' +
        'checked again as an import checks it, so its `flags` describe the new values. 409 (`errors[].path` `email`) ' +
        'when another prospect of the campaign has the new e-mail. E-mails already written keep their text.',
      responses: {
        200: jsonResponse(prospectSchema, 'The prospect, with its flags'),
        ...problemResponses(400, 401, 403, 404, 409, 413),
      },
    }),
    validate('json', patchProspectSchema),
    async (c) => {
      const { db } = c.get('deps');
      const row = await getOwnedProspect(db, c.get('user').id, c.req.param('id'));
      return c.json(toProspect(await updateProspect(db, row, c.req.valid('json'))));
    },
  )
  .delete(
    '/:id',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'deleteProspect',
      parameters,
      summary: 'Delete a prospect',
      description: 'Its e-mails, written or queued, are deleted with it.',
      responses: { 204: noContent('Deleted'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      const { db } = c.get('deps');
      await deleteProspect(db, await getOwnedProspect(db, c.get('user').id, c.req.param('id')));
      return c.body(null, 204);
    },
  );
