import type { FieldError, Problem } from '#shared/problem.ts';

/**
 * An HTTP error from our API, built from its RFC 9457 problem+json body (DESIGN.md §4). Callers branch
 * on `code` (stable) and show `detail` or `title` to people; `errors` lists the fields of a
 * `validation_failed`. Better Auth's own errors are mapped onto the same shape (see `fromAuthError`), so
 * forms handle one error type whatever answered.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string;
    errors?: FieldError[];
    requestId?: string;
  }) {
    super(init.detail ?? init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }

  /** A 4xx is the server's answer about this request; sending it again will not change it. */
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }

  /** Builds the error from a failed response, whether or not its body is a problem document. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined);
    if (isProblem(body)) return new ApiError(body);
    return new ApiError({
      status: response.status,
      code: response.status === 401 ? 'unauthenticated' : 'http_error',
      title: response.statusText || `Request failed with status ${response.status}`,
    });
  }

  /** Maps Better Auth's `{ status, code, message }` error onto an ApiError. */
  static fromAuthError(error: { status: number; statusText?: string; code?: string; message?: string }): ApiError {
    return new ApiError({
      status: error.status,
      code: error.code ?? (error.status === 429 ? 'rate_limited' : 'auth_error'),
      title: error.statusText || 'Request failed',
      detail: error.status === 429 ? 'Too many attempts. Wait a few seconds and try again.' : error.message,
    });
  }
}

/** What a person reads when a request never got an answer. */
export const NETWORK_ERROR_MESSAGE =
  'Network error: the server could not be reached. Check your connection and try again.';

/**
 * True for `fetch`'s own failure to get any answer: a `TypeError` whose message each browser words its
 * own way (Chromium "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari
 * "Load failed", Node "fetch failed"). Other TypeErrors are bugs, not the network.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/**
 * The message to show a person for any thrown value: the server's words for an `ApiError`, "Network
 * error…" when no answer came, and never an exception's class name or a bug's internals (a
 * `TypeError` from our own code gets a generic sentence).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.title;
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof TypeError) return 'Something went wrong on this page. Reload it and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * True for an RFC 9457 body of ours (`#shared/problem.ts`): checked by hand, not with the shared zod
 * schema, because every page handles API errors and the landing page must not load zod for it (its
 * JavaScript budget, docs/decisions/016). Unknown extra members are allowed, as RFC 9457 §3.2 says.
 */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const p = body as Record<string, unknown>;
  return (
    isString(p.type) &&
    typeof p.status === 'number' &&
    isString(p.code) &&
    isString(p.title) &&
    (p.detail === undefined || isString(p.detail)) &&
    (p.requestId === undefined || isString(p.requestId)) &&
    (p.errors === undefined ||
      (Array.isArray(p.errors) &&
        p.errors.every(
          (e: unknown) =>
            typeof e === 'object' &&
            e !== null &&
            isString((e as FieldError).path) &&
            isString((e as FieldError).message),
        )))
  );
}
