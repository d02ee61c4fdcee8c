import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import {
  bulkActionResultSchema,
  bulkActionSchema,
  emailListQuerySchema,
  emailPageSchema,
  emailSchema,
  patchEmailSchema,
  regenerateSchema,
} from '#shared/review.ts';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { editEmail, regenerateEmail } from './edit-email.service.ts';
import { bulkReview } from './bulk-review.service.ts';
import { getOwnedEmail, listEmails, toEmail } from './review.service.ts';
import { generationContext } from '#server/features/generation/index.ts';

/**
 * Review (DESIGN.md §4): `GET /api/v1/campaigns/:id/emails?status&grade&verdict&flag&q` and `POST …/emails/bulk`
 * (mounted under /api/v1/campaigns), and `GET`, `PATCH /api/v1/emails/:id` and `POST
 * /api/v1/emails/:id/regenerate` (202) (mounted under /api/v1/emails). Export: export.routes.ts.
 */
const tags = ['E-mails'];

export const campaignEmailRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/:id/emails',
    requireScope('emails:read'),
    describeRoute({
      tags,
      operationId: 'listCampaignEmails',
      parameters: pathId('campaign'),
      summary: 'List a campaign’s e-mails',
      description:
        'Filter by status, grade, verdict (one or several), flag, step, or text (`q`: subject, body and the prospect’s name, e-mail and company).',
      responses: {
        200: jsonResponse(emailPageSchema, 'A page of e-mails, each with its prospect'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    validate('query', emailListQuerySchema),
    async (c) => {
      const { db } = c.get('deps');
      const campaign = await getOwnedCampaign(db, c.get('user').id, c.req.param('id'));
      return c.json(await listEmails(db, campaign.id, c.req.valid('query')));
    },
  )
  .post(
    '/:id/emails/bulk',
    requireScope('emails:write'),
    describeRoute({
      tags,
      operationId: 'bulkReviewEmails',
      parameters: pathId('campaign'),
      summary: 'Approve, reject or regenerate many e-mails',
      description:
        'These `ids`, or every e-mail matching `filter` (the list’s filters). `approve` and `reject` change written e-mails ' +
        '(ready, approved, rejected) not already in that status; `regenerate` queues again every one that is neither approved ' +
        'nor queued or being written (after the brief changed). `dryRun: true` changes nothing and answers how many would change.',
      responses: {
        200: jsonResponse(bulkActionResultSchema, 'How many e-mails changed (or would, with `dryRun`)'),
        ...problemResponses(400, 401, 403, 404, 413),
      },
    }),
    validate('json', bulkActionSchema),
    async (c) => {
      const ctx = generationContext(c);
      const campaign = await getOwnedCampaign(ctx.db, c.get('user').id, c.req.param('id'));
      const { action, ids, filter, dryRun } = c.req.valid('json');
      return c.json(await bulkReview(ctx, campaign, action, { ids, filter }, dryRun));
    },
  );

export const emailRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/:id',
    requireScope('emails:read'),
    describeRoute({
      tags,
      operationId: 'getEmail',
      parameters: pathId('e-mail'),
      summary: 'Get an e-mail',
      responses: {
        200: jsonResponse(emailSchema, 'The e-mail, with its prospect'),
        ...problemResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const owned = await getOwnedEmail(c.get('deps').db, c.get('user').id, c.req.param('id'));
      return c.json(toEmail(owned.email, owned.prospect));
    },
  )
  .patch(
    '/:id',
    requireScope('emails:write'),
    describeRoute({
      tags,
      operationId: 'updateEmail',
      parameters: pathId('e-mail'),
      summary: 'Edit, approve or reject an e-mail',
      description: 'An edited e-mail is scored again. 409 while it is being written.',
      responses: {
        200: jsonResponse(emailSchema, 'The e-mail, rescored'),
        ...problemResponses(400, 401, 403, 404, 409, 413),
      },
    }),
    validate('json', patchEmailSchema),
    async (c) => {
      const ctx = generationContext(c);
      const owned = await getOwnedEmail(ctx.db, c.get('user').id, c.req.param('id'));
      return c.json(toEmail(await editEmail(ctx, owned, c.req.valid('json')), owned.prospect));
    },
  )
  .post(
    '/:id/regenerate',
    requireScope('emails:write'),
    describeRoute({
      tags,
      operationId: 'regenerateEmail',
      parameters: pathId('e-mail'),
      summary: 'Write an e-mail again',
      description:
        'Queues it with an optional instruction (“shorter”, “mention their hiring”); follow it with the get operation. ' +
        'A campaign that writes offline follows “shorter”, “more casual”, “more formal”, “no question” and “mention <field>” ' +
        '(combinations too: “shorter and no question”); any other instruction is refused with 422 `instruction_needs_provider`, ' +
        'and one with nothing to work on in this e-mail (a blank field, already at its shortest) with 422 `instruction_not_applicable`, ' +
        'the message naming the instruction, also under `errors[].path` `instruction`. With an AI provider every instruction goes to the model.',
      responses: {
        202: jsonResponse(emailSchema, 'The e-mail, queued'),
        ...problemResponses(400, 401, 403, 404, 409, 413, 422),
      },
    }),
    validate('json', regenerateSchema),
    async (c) => {
      const ctx = generationContext(c);
      const owned = await getOwnedEmail(ctx.db, c.get('user').id, c.req.param('id'));
      const row = await regenerateEmail(ctx, owned, c.req.valid('json').instruction);
      return c.json(toEmail(row, owned.prospect), 202);
    },
  );
