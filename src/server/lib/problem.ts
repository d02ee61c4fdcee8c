import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppBindings } from '#server/app-deps.ts';
import type { ErrorCode, Problem } from '#shared/problem.ts';
import { AppError } from './errors.ts';
import { UrlNotAllowedError } from './ssrf.ts';

/**
 * Renders errors as RFC 9457 problem+json (DESIGN.md §4). Used by `app.onError` and `app.notFound`
 * only, so there is one place that decides what an error looks like on the wire.
 */
export function problemResponse(
  c: Context<AppBindings>,
  status: ContentfulStatusCode,
  body: Omit<Problem, 'status' | 'type'>,
) {
  const problem: Problem = {
    type: `https://coldsmith.app/problems/${body.code}`,
    status,
    ...body,
    instance: c.req.path,
    requestId: c.get('requestId'),
  };
  return c.body(JSON.stringify(problem), status, { 'content-type': 'application/problem+json' });
}

const codeByHttpStatus: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * `app.onError`: AppError and HTTPException keep their status; UrlNotAllowedError is 400
 * `url_not_allowed`; anything else is a logged, generic 500.
 */
export function handleError(error: Error, c: Context<AppBindings>) {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
    return problemResponse(c, error.status, {
      code: error.code,
      title: error.title,
      detail: error.detail,
      errors: error.extra.errors,
    });
  }
  // The SSRF guard's refusal of a user's URL, wherever it surfaces (a save, a provider call).
  if (error instanceof UrlNotAllowedError) {
    return problemResponse(c, 400, { code: 'url_not_allowed', title: 'The URL is not allowed', detail: error.message });
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeByHttpStatus[error.status] ?? 'validation_failed';
    return problemResponse(c, error.status, { code, title: error.message || code, detail: error.message });
  }
  (c.get('log') ?? console).error({ err: error }, 'unhandled error');
  return problemResponse(c, 500, {
    code: 'internal_error',
    title: 'Something went wrong on our side',
    detail: 'The error was logged. Quote the request id if you contact support.',
  });
}
