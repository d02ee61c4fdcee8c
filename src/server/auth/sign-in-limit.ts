import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { COUNTER_PREFIXES, DbRateLimitStore } from '#server/lib/rate-limit/db-store.ts';
import { logFailure } from './auth-hooks.ts';
import { authProblem } from './auth-problem.ts';

/**
 * Sign-in attempts per account (the e-mail being signed in to), on top of Better Auth's limit per
 * client address (auth.ts `rateLimit`): an attacker spreading guesses over many addresses still gets
 * `SIGN_IN_ACCOUNT_LIMIT` tries at one account per `SIGN_IN_ACCOUNT_WINDOW_MS` (OWASP Authentication
 * Cheat Sheet, "Account Lockout": a threshold over an observation window, throttling rather than a
 * lock an administrator must lift; NIST SP 800-63B §5.2.2 allows at most 100 consecutive failures).
 * Counted in the database like the API's limits (lib/rate-limit/db-store.ts, docs/decisions/019),
 * so every web process shares the count. Every attempt takes a count before Better Auth checks the
 * password, so concurrent guesses cannot slip past the limit; a successful sign-in gives its count back,
 * so only failures add up. The counter's key is a SHA-256 of the lower-cased e-mail: the table never
 * holds an address, and an address with no account is counted the same way (no enumeration).
 */
export const SIGN_IN_ACCOUNT_LIMIT = 10;
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;

export type SignInLimit = {
  /** Counts one attempt; returns the seconds to wait when the account is over its limit, else null. */
  take(email: string): Promise<number | null>;
  /** Gives back the attempt of a sign-in that succeeded. */
  giveBack(email: string): Promise<void>;
};

const subject = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function signInLimit(db: Database): SignInLimit {
  const store = new DbRateLimitStore(db, COUNTER_PREFIXES.signIn);
  store.init({ windowMs: SIGN_IN_ACCOUNT_WINDOW_MS });
  return {
    async take(email) {
      const { totalHits, resetTime } = await store.increment(subject(email));
      if (totalHits <= SIGN_IN_ACCOUNT_LIMIT) return null;
      return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
    },
    giveBack: (email) => store.decrement(subject(email)),
  };
}

const SIGN_IN_PATH = '/sign-in/email';

/**
 * The Better Auth plugin that enforces `signInLimit` on `POST /api/auth/sign-in/email`: before the
 * password is checked, one attempt is counted for the e-mail; over the limit the answer is 429
 * `rate_limited` problem+json with `Retry-After` (auth-problem.ts), logged as a sign-in failure
 * (SPEC §8). After a sign-in that succeeded (the password was right, a second factor may follow),
 * the attempt is given back.
 */
export function signInLimitPlugin(db: Database, logger: Logger): BetterAuthPlugin {
  const limit = signInLimit(db);
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email : undefined;
  };
  return {
    id: 'coldsmith-sign-in-limit',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const wait = await limit.take(email);
            if (wait === null) return;
            const minutes = Math.ceil(wait / 60);
            const detail = `Too many failed sign-ins to this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
            logFailure(logger, { flow: 'sign-in', path: ctx.path, status: 429, code: 'rate_limited', message: detail });
            return authProblem(
              ctx.path,
              429,
              { code: 'rate_limited', title: 'Too many requests', detail },
              { 'Retry-After': String(wait) },
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email && !isAPIError(ctx.context.returned)) await limit.giveBack(email);
          }),
        },
      ],
    },
  };
}
