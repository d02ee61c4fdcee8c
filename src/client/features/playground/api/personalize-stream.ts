import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { ApiError } from '#client/lib/api-error.ts';
import { draftSchema } from '#shared/emails.ts';
import { emailSchema } from '#shared/review.ts';

/**
 * `POST /api/v1/personalize` with `Accept: text/event-stream` (docs/decisions/015): the draft as it is
 * written. SSE over a POST, so fetch + a stream parser (eventsource-parser), not EventSource (GET only).
 * Events: `status`, `partial` (`{subject, body}`: the whole text so far), then `draft` (with its score)
 * or `error` (a problem object).
 * @throws ApiError for a refused request (before the stream starts) or an `error` event
 */
export const streamedDraftSchema = draftSchema.extend({ score: emailSchema.shape.score.unwrap() });
export type StreamedDraft = z.infer<typeof streamedDraftSchema>;
export type PersonalizeBody = { prospect: Record<string, unknown>; brief: Record<string, unknown>; step?: number };
const partialSchema = z.object({ subject: z.string(), body: z.string() });

export async function streamPersonalize(
  body: PersonalizeBody,
  handlers: { onPartial?: (partial: { subject: string; body: string }) => void; signal?: AbortSignal } = {},
): Promise<StreamedDraft> {
  const response = await fetch('/api/v1/personalize', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal: handlers.signal,
  });
  if (!response.ok || !response.body) throw await ApiError.fromResponse(response);
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const event of events) {
    if (event.event === 'partial') handlers.onPartial?.(partialSchema.parse(JSON.parse(event.data)));
    if (event.event === 'draft') return streamedDraftSchema.parse(JSON.parse(event.data));
    if (event.event === 'error') {
      const problem = z.object({ code: z.string(), detail: z.string().optional() }).parse(JSON.parse(event.data));
      throw new ApiError({
        status: 502,
        code: problem.code,
        title: 'The e-mail could not be written',
        detail: problem.detail,
      });
    }
  }
  throw new ApiError({
    status: 502,
    code: 'provider_error',
    title: 'The e-mail could not be written',
    detail: 'The stream ended before the e-mail was written.',
  });
}
