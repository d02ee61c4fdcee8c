import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { describeOperation } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { scoreRequestSchema, scoreResultSchema } from '#shared/scoring.ts';
import { gradeEmail } from './scoring.service.ts';

/**
 * `POST /api/v1/score` `{brief, prospect, mapping?, step?, previous?, email: {subject, body, opener?}}` →
 * `{verdict, grade, criteria, claims, mapping?}`: the quality score of any e-mail, ours or not
 * (scoring.service.ts); a prospect given as a CRM row is mapped and the mapping echoed (400
 * `invalid_mapping` for a `mapping` naming a column the row lacks).
 * An API key needs `emails:read` (it reads a judgement and writes nothing); signed-in sessions may
 * call it as they call the playground. Counted as an expensive call (middleware/rate-limit).
 */
export const scoringRoutes = new Hono<AppBindings>().use('*', requireUser()).post(
  '/',
  requireScope('emails:read'),
  describeOperation({
    tags: ['Score'],
    operationId: 'scoreEmail',
    summary: 'Grade any e-mail',
    description:
      'The verdict (`send`, `edit`, `dont_send`), grade and reasons the product gives its own drafts, for an e-mail ' +
      'written anywhere, for one prospect and brief. The prospect is the app’s prospect shape or a row as your CRM ' +
      'exports it (`{"First Name": …, "Account Name": …}`), mapped as an import maps a file (`mapping` overrides ' +
      'the auto-mapping) and echoed as `mapping` in the answer. Without `opener`, the body’s first sentence after ' +
      'the greeting is taken. Nothing is stored.',
    status: 200,
    answer: 'The e-mail’s score',
    schema: scoreResultSchema,
    problems: [400, 401, 403, 413, 429],
  }),
  validate('json', scoreRequestSchema),
  (c) => c.json(gradeEmail(c.req.valid('json'))),
);
