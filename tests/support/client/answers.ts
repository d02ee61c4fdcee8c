import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { problemSchema, type ErrorCode, type FieldError, type Problem } from '#shared/problem.ts';

/**
 * An API answer for a client test, checked with the endpoint's own shared schema first, so a test
 * cannot answer what the server never would (docs/decisions/004: one schema, both sides).
 * @param schema - the schema the client parses this answer with (e.g. `campaignSchema`)
 */
export function answer<TSchema extends z.ZodType>(schema: TSchema, body: z.input<TSchema>, status = 200) {
  schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, { status });
}

/**
 * An RFC 9457 problem+json refusal as the server writes it (server lib/problem.ts), checked with
 * `problemSchema`.
 */
export function problem(
  status: number,
  code: ErrorCode,
  title: string,
  extra: { detail?: string; errors?: FieldError[]; instance?: string } = {},
) {
  const body: Problem = {
    type: `https://coldsmith.app/problems/${code}`,
    title,
    status,
    code,
    ...extra,
    requestId: 'req-test',
  };
  problemSchema.parse(body);
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}
