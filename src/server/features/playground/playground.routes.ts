import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { streamSSE } from 'hono/streaming';
import type { AppBindings } from '#server/app-deps.ts';
import { generateDraft } from '#server/engine/index.ts';
import { withoutMarkup } from '#server/engine/rows/index.ts';
import { rowFlags } from '#server/features/prospects/index.ts';
import { scoreEmail, scoreFlags } from '#server/engine/judge/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { problemResponses, responseSchema } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { personalizedEmailSchema, personalizeSchema } from '#shared/playground.ts';
import { resolveUserProvider } from './resolve-user-provider.ts';

/**
 * `POST /api/v1/personalize` `{prospect, brief, provider?, model?, step?}` → one draft, synchronously
 * (DESIGN.md §4). With `Accept: text/event-stream` the answer is SSE: a `status` event when the model
 * is called, `partial` events `{subject, body}` as a model writes (none offline), then `draft` (the
 * e-mail with its quality score) or `error` (a problem object).
 */
const SSE_EVENTS =
  'Server-sent events: `status` `{state, model}` when the model is called; `partial` `{subject, body}` (the whole text so far, ' +
  'never a delta) as a model writes (none offline); then `draft` (a PersonalizedEmail) or `error` `{code, detail}`.';

export const playgroundRoutes = new Hono<AppBindings>().use('*', requireUser()).post(
  '/',
  requireScope('emails:write'),
  describeRoute({
    tags: ['Personalize'],
    operationId: 'personalize',
    summary: 'Write one e-mail for one prospect',
    description: 'Nothing is stored. Send `Accept: text/event-stream` to follow the writing as server-sent events.',
    responses: {
      200: {
        description: 'The e-mail with its quality score (JSON), or its events (SSE)',
        content: {
          'application/json': { schema: responseSchema(personalizedEmailSchema) },
          'text/event-stream': { schema: { type: 'string', description: SSE_EVENTS } },
        },
      },
      ...problemResponses(400, 401, 403, 413, 502),
    },
  }),
  validate('json', personalizeSchema),
  async (c) => {
    const input = c.req.valid('json');
    const provider = await resolveUserProvider(c.get('deps'), c.get('user').id, input);
    // Fields are text, as an import stores them: markup removed, and flagged (engine/rows/markup.ts).
    const { data: prospect, findings } = withoutMarkup(input.prospect);
    const run = async (onPartial?: Parameters<typeof generateDraft>[0]['onPartial']) => {
      const draft = await generateDraft({
        prospect,
        // The checks an import makes, so the draft says what the row would be flagged for.
        prospectFlags: rowFlags(prospect, findings),
        brief: input.brief,
        step: input.step,
        provider,
        signal: c.req.raw.signal,
        onPartial,
      });
      const score = scoreEmail({ ...draft, brief: input.brief, prospect, step: input.step });
      return { ...draft, flags: [...new Set([...draft.flags, ...scoreFlags(score)])], score };
    };
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      try {
        return c.json(await run());
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The same answer as the stream's `error` event: the provider's own message, as a 502.
        c.get('log').warn({ err: error }, 'personalize failed');
        throw new AppError('provider_error', (error as Error).message);
      }
    }
    return streamSSE(c, async (stream) => {
      await stream.writeSSE({
        event: 'status',
        data: JSON.stringify({ state: 'generating', model: provider.model ?? provider.provider }),
      });
      try {
        // Each `partial` is the whole text so far (a retried attempt starts over), never a delta.
        const partial = (p: { subject?: string | undefined; body?: string | undefined }) =>
          void stream.writeSSE({
            event: 'partial',
            data: JSON.stringify({ subject: p.subject ?? '', body: p.body ?? '' }),
          });
        await stream.writeSSE({ event: 'draft', data: JSON.stringify(await run(partial)) });
      } catch (error) {
        c.get('log').warn({ err: error }, 'personalize failed');
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ code: 'provider_error', detail: (error as Error).message }),
        });
      }
    });
  },
);
