import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Logger } from '#server/lib/logger.ts';
import { authFlowOf, logFailure } from './auth-hooks.ts';
import { authProblem } from './auth-problem.ts';
import { passwordProblem } from './password-policy.ts';

/**
 * The Better Auth endpoints that set a password, and the body field carrying the new one: sign-up
 * (also `POST /api/admin/initialize`, which signs up through `auth.api`), reset, change, and setting a
 * first password on an account made with Google.
 */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * A Better Auth plugin applying password-policy.ts wherever a password is set: a refused password is
 * 400 `validation_failed` problem+json naming the field (`errors: [{path: 'newPassword', message}]`,
 * auth-problem.ts), logged as the flow's failure (SPEC §8), before Better Auth hashes or stores
 * anything. A body without the field is left to Better Auth's own validation.
 */
export function passwordPolicy(logger: Logger): BetterAuthPlugin {
  return {
    id: 'coldsmith-password-policy',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && Object.hasOwn(NEW_PASSWORD_FIELD, ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const field = NEW_PASSWORD_FIELD[ctx.path]!;
            const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
            if (typeof password !== 'string') return;
            const message = await passwordProblem(password);
            if (!message) return;
            logFailure(logger, {
              flow: authFlowOf(ctx.path) ?? 'update',
              path: ctx.path,
              status: 400,
              code: 'password_refused',
              message,
            });
            return authProblem(ctx.path, 400, {
              code: 'validation_failed',
              title: 'The request is not valid',
              detail: message,
              errors: [{ path: field, message }],
            });
          }),
        },
      ],
    },
  };
}
