import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Logger } from '#server/lib/logger.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '#shared/password-reset.ts';

/**
 * Better Auth hooks for the account flows:
 * - `afterAuthCall`: SPEC §8 "Sign-in, sign-up, reset and update failures are logged with
 *   tags and rethrown" — each refused call is logged with `tags: {flow, code}` and its answer is left
 *   exactly as Better Auth made it (the error still reaches the caller);
 * - `checkPasswordResetBodies` (before): the reset endpoints accept what the reset forms accept
 *   (`#shared/password-reset.ts`, one schema on both sides, docs/decisions/004);
 * - a time floor on reset requests, so the answer's timing does not tell whether the address has an
 *   account (`RESET_REQUEST_FLOOR_MS`).
 * `authHooks` combines them: Better Auth takes one before and one after hook.
 */
export type AuthFlow = 'sign-in' | 'sign-up' | 'reset' | 'update';

const flows: [match: (path: string) => boolean, flow: AuthFlow][] = [
  [(p) => p.startsWith('/sign-in/') || p.startsWith('/two-factor/verify-'), 'sign-in'],
  [(p) => p.startsWith('/sign-up/'), 'sign-up'],
  [(p) => p === '/request-password-reset' || p.startsWith('/reset-password'), 'reset'],
  [(p) => p === '/change-password' || p === '/update-user' || p === '/change-email', 'update'],
];

/** Which SPEC §8 flow a Better Auth endpoint path (e.g. `/sign-in/email`) belongs to, if any. */
export const authFlowOf = (path: string): AuthFlow | undefined => flows.find(([match]) => match(path))?.[1];

export type Failure = { flow: AuthFlow; path: string; status: number; code: string; message: string };

/** Logs one failure: warn for a refusal (4xx: a wrong password is not a fault), error for a 5xx. */
export function logFailure(logger: Logger, failure: Failure) {
  const { flow, path, status, code, message } = failure;
  logger[status >= 500 ? 'error' : 'warn'](
    { tags: { area: 'auth', flow, code }, path, status, reason: message },
    `${flow} failed`,
  );
}

/**
 * Every `POST /request-password-reset` answers no sooner than this, in ms. For a known address Better
 * Auth stores a token and the mail goes out in the background; for an unknown one it does neither.
 * Measured in-process on PGlite, that made known addresses ~4 ms slower (median 8.6 vs 4.9 ms over 30
 * requests each): an oracle for which addresses have accounts (OWASP Forgot Password cheat sheet:
 * "return a consistent message… and ensure responses return in a consistent amount of time").
 */
export const RESET_REQUEST_FLOOR_MS = 250;

const resetRequestStarts = new WeakMap<Request, number>();

/**
 * The after hook: logs refused calls of the four flows, and holds a reset request's answer until
 * `RESET_REQUEST_FLOOR_MS` have passed. The answer itself is left as Better Auth made it.
 */
export const afterAuthCall = (logger: Logger) =>
  createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    const flow = authFlowOf(ctx.path);
    if (flow && isAPIError(returned)) {
      const body = (returned.body ?? {}) as { code?: string; message?: string };
      logFailure(logger, {
        flow,
        path: ctx.path,
        status: returned.statusCode,
        code: body.code ?? String(returned.status),
        message: body.message ?? returned.message,
      });
    }
    const started = ctx.request ? resetRequestStarts.get(ctx.request) : undefined;
    if (started !== undefined) {
      const left = RESET_REQUEST_FLOOR_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  });

/**
 * The before hook: `POST /request-password-reset` and `POST /reset-password` bodies are checked with
 * the forms' schemas; a bad one is refused with 400 `VALIDATION_FAILED` (Better Auth's error shape,
 * plus `errors: [{path, message}]`), logged as a reset failure. A good e-mail is passed on trimmed and
 * lower-cased, as the form sends it.
 */
export const checkPasswordResetBodies = (logger: Logger) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/request-password-reset' && ctx.path !== '/reset-password') return;
    if (ctx.path === '/request-password-reset' && ctx.request) resetRequestStarts.set(ctx.request, performance.now());
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const result =
      ctx.path === '/request-password-reset'
        ? forgotPasswordSchema.safeParse({ email: body.email })
        : resetPasswordSchema.safeParse({
            token: body.token ?? (ctx.query as { token?: unknown } | undefined)?.token,
            newPassword: body.newPassword,
          });
    if (!result.success) {
      const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const message = errors[0]!.message;
      logFailure(logger, { flow: 'reset', path: ctx.path, status: 400, code: 'VALIDATION_FAILED', message });
      const refusal = new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message, errors });
      // Over HTTP the refusal is returned, and answered as is: thrown from a before hook, Better Auth's
      // router would also print it with its own console logger. Direct `auth.api` calls get it thrown.
      if (ctx.request) return refusal;
      throw refusal;
    }
    if ('email' in result.data) return { context: { body: { ...body, email: result.data.email } } };
  });

/** Better Auth's `hooks` option (it takes one before and one after hook). */
export const authHooks = (logger: Logger) => ({
  before: checkPasswordResetBodies(logger),
  after: afterAuthCall(logger),
});
