import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import {
  importPreviewSchema,
  importResultSchema,
  prospectListPageSchema,
  prospectListQuerySchema,
} from '#shared/prospects.ts';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { openImportBody } from './import-body.ts';
import { importProblems, importRequest } from './import-docs.ts';
import { previewImport } from './import/index.ts';
import { importIntoCampaign } from './prospect-import.service.ts';
import { listProspects } from './prospects.service.ts';

/**
 * `/api/v1/campaigns/:id/prospects` (DESIGN.md §4): list (`?q`, with `total`), import (200 `{imported, duplicates,
 * invalid}`) and preview (`{columns, mapping, sample}`). The campaign must be the caller's (else 404).
 */
const tags = ['Prospects'];

export const prospectRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/:id/prospects',
    requireScope('campaigns:read'),
    describeRoute({
      tags,
      operationId: 'listProspects',
      summary: 'List a campaign’s prospects',
      description:
        'In import order. `q` keeps the prospects whose name, e-mail, company or title holds it (case-insensitive); ' +
        '`total` counts every match across pages.',
      parameters: pathId('campaign'),
      responses: {
        200: jsonResponse(prospectListPageSchema, 'A page of prospects and how many match'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    validate('query', prospectListQuerySchema),
    async (c) => {
      const { db } = c.get('deps');
      const campaign = await getOwnedCampaign(db, c.get('user').id, c.req.param('id'));
      return c.json(await listProspects(db, campaign.id, c.req.valid('query')));
    },
  )
  .post(
    '/:id/prospects/preview',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'previewProspectImport',
      summary: 'Preview an import',
      description: 'The columns, their automatic mapping to standard fields and the first rows. Stores nothing.',
      ...importRequest,
      responses: { 200: jsonResponse(importPreviewSchema, 'The columns, the mapping and a sample'), ...importProblems },
    }),
    async (c) => {
      await getOwnedCampaign(c.get('deps').db, c.get('user').id, c.req.param('id'));
      const { table, mapping } = await openImportBody(c);
      return c.json(await previewImport(table, mapping));
    },
  )
  .post(
    '/:id/prospects',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'importProspects',
      summary: 'Import prospects',
      description:
        'Every row is stored (a row with a problem is flagged and listed in `invalid`) except repeated e-mails, listed in `duplicates`: ' +
        '`imported + duplicates.length` is every record. A refused file stores nothing.',
      ...importRequest,
      responses: { 200: jsonResponse(importResultSchema, 'What was imported'), ...importProblems },
    }),
    async (c) => {
      const user = c.get('user');
      const { db, jobs, logger, env, encryptionKey, subscribers } = c.get('deps');
      const campaign = await getOwnedCampaign(db, user.id, c.req.param('id'));
      const { table, mapping } = await openImportBody(c);
      return c.json(
        await importIntoCampaign(db, campaign.id, table, mapping, {
          userId: user.id,
          deps: { jobs, logger, env, encryptionKey, subscribers },
        }),
      );
    },
  );
