import type { ErrorCode, FieldError, Problem } from '#shared/problem.ts';

/**
 * A refusal of ours on a Better Auth endpoint, in the API's one error shape: RFC 9457 problem+json with
 * our stable `code` (#shared/problem.ts; server lib/problem.ts renders the rest of the API's), plus
 * `message` (an RFC 9457 §3.2 extension member) repeating `detail`, because Better Auth's client reads
 * `code` and `message` (the app's `ApiError.fromAuthError`). Returned from a before hook, Better Auth
 * answers with it as it is (auth-hooks.ts).
 *
 * @param path - Better Auth's endpoint path, e.g. `/sign-up/email` (the problem's `instance` is its
 *   URL path under `/api/auth`)
 */
export function authProblem(
  path: string,
  status: 400 | 429,
  body: { code: ErrorCode; title: string; detail: string; errors?: FieldError[] },
  headers: Record<string, string> = {},
): Response {
  const problem: Problem & { message: string } = {
    type: `https://coldsmith.app/problems/${body.code}`,
    status,
    ...body,
    instance: `/api/auth${path}`,
    message: body.detail,
  };
  return new Response(JSON.stringify(problem), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}
