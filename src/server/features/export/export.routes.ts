import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { stream } from 'hono/streaming';
import type { AppBindings } from '#server/app-deps.ts';
import { pathId, problemResponses, responseSchema } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { exportJsonSchema, exportQuerySchema } from '#shared/export.ts';
import { getOwnedCampaign, markExported } from '#server/features/campaigns/index.ts';
import { campaignExport } from './export.service.ts';

/**
 * `GET /api/v1/campaigns/:id/export?format&status` (DESIGN.md §4; mounted under /api/v1/campaigns): the
 * campaign's e-mails as a streamed file. `X-Skipped-Without-Email` counts prospects a sending-tool
 * preset left out; `X-Skipped-Partial` those an export of approved e-mails left out for having only
 * part of their sequence approved. `HEAD` answers the same headers without reading a prospect, so the
 * export menu can say what will be left out before the download.
 */
export const campaignExportRoutes = new Hono<AppBindings>().use('*', requireUser()).get(
  '/:id/export',
  requireScope('emails:read'),
  describeRoute({
    tags: ['Export'],
    operationId: 'exportCampaign',
    parameters: pathId('campaign'),
    summary: 'Download a campaign’s e-mails',
    description:
      '`csv` is our layout (each step’s `status_N`, `grade_N` and `verdict_N` too); `instantly`, `smartlead` and `lemlist` use the lead ' +
      'columns each tool imports (one lead per row, each step’s `subject_N`, `opener_N`, `body_N` as custom variables); `json` is one item ' +
      'per prospect, each e-mail with its grade, verdict and the score’s claims. CSV is UTF-8 with a BOM (RFC 4180), formula cells neutralised.',
    responses: {
      200: {
        description: 'The file, as an attachment',
        headers: {
          'Content-Disposition': {
            description: '`attachment; filename="<campaign>-<format>.<csv|json>"`',
            schema: { type: 'string' },
          },
          'X-Skipped-Without-Email': {
            description: 'Prospects a tool preset left out because they have no e-mail address.',
            schema: { type: 'integer' },
          },
          'X-Skipped-Partial': {
            description:
              'Prospects an export of approved e-mails left out because only part of their sequence is approved (never a lead with empty follow-up columns).',
            schema: { type: 'integer' },
          },
        },
        content: {
          'text/csv': {
            schema: { type: 'string', description: 'Formats `csv`, `instantly`, `smartlead`, `lemlist`.' },
          },
          'application/json': { schema: responseSchema(exportJsonSchema) },
        },
      },
      ...problemResponses(400, 401, 403, 404),
    },
  }),
  validate('query', exportQuerySchema),
  async (c) => {
    const { db } = c.get('deps');
    const campaign = await getOwnedCampaign(db, c.get('user').id, c.req.param('id'));
    const query = c.req.valid('query');
    const { file, skipped, partial } = await campaignExport(db, campaign, query);
    c.header('content-type', file.contentType);
    c.header('content-disposition', `attachment; filename="${file.filename}"`);
    c.header('x-skipped-without-email', String(skipped));
    c.header('x-skipped-partial', String(partial));
    // Hono answers HEAD with the GET route and drops the body; stop before the stream reads a page.
    if (c.req.method === 'HEAD') return c.body(null, 200);
    if (query.status === 'approved') await markExported(db, campaign.id);
    return stream(c, async (out) => {
      for await (const chunk of file.chunks) await out.write(chunk);
    });
  },
);
