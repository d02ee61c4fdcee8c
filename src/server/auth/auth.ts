import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/env.ts';
import { trustedOrigin } from '#server/lib/trusted-origin.ts';
import type { Logger } from '#server/lib/logger.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { BACKUP_CODE_COUNT } from '#shared/two-factor.ts';
import { RESET_TOKEN_TTL_SECONDS } from '#shared/password-reset.ts';
import { passwordResetMail } from '#server/features/app-mail/index.ts';
import { sendMail } from '#server/features/app-mail/index.ts';
import { emailChangeMail, EMAIL_CHANGE_TTL_SECONDS } from '#server/features/app-mail/index.ts';
import { authHooks } from './auth-hooks.ts';
import { assuranceFor, type AssuranceLevel } from './assurance.ts';
import { googleSignIn } from './google.ts';
import { passwordPolicy } from './password-policy-plugin.ts';
import { signInLimitPlugin } from './sign-in-limit.ts';

/**
 * Better Auth on our Drizzle schema (DESIGN.md §2): e-mail + password, HttpOnly cookie sessions,
 * plural tables, `role` and `status` on the user. Both fields are `input: false`, so sign-up cannot set
 * them: every new account starts as a pending `user`. Google sign-in (auth/google.ts) is added only
 * when its client id and secret are configured.
 */
/** The header carrying the socket's remote address to Better Auth (see `withClientIp`). */
export const CLIENT_IP_HEADER = 'x-coldsmith-client-ip';

export type AuthOptions = { db: Database; env: AppEnv; secret: string; logger: Logger };

export function createAuth({ db, env, secret, logger }: AuthOptions) {
  const log = logger.child({ module: 'better-auth' });
  const trusted = trustedOrigin(env.BASE_URL);
  return betterAuth({
    appName: 'Coldsmith',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      // Sign-up opens no session (the client signs in next, with the same credentials). Only so can an
      // address that already has an account be answered exactly like a new one: Better Auth then
      // returns its generic 200 with a stand-in user instead of 422 USER_ALREADY_EXISTS (no account
      // enumeration, docs/decisions/017).
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Password reset (SPEC §2, §7): the mail links to our /auth/reset-password page with the token;
      // the page posts it to /api/auth/reset-password. A reset signs out every other session.
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Not awaited: the answer must come as fast for an unknown address as for a known one, or
        // its timing would tell which addresses have accounts. sendMail records and logs its failures.
        void sendMail(
          { db, env, logger },
          passwordResetMail({ to: user.email, name: user.name, baseUrl: env.BASE_URL, token }),
        ).catch((err: unknown) =>
          log.error({ err, tags: { area: 'auth', flow: 'reset' } }, 'storing the password reset mail failed'),
        );
      },
    },
    // Changing the e-mail address: always confirmed by a link sent to the new address;
    // the account moves there only when it is opened. An address already taken gets the same answer
    // and no mail, so the form cannot tell which addresses have accounts.
    emailVerification: {
      expiresIn: EMAIL_CHANGE_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        void sendMail({ db, env, logger }, emailChangeMail({ to: user.email, name: user.name, url })).catch(
          (err: unknown) =>
            log.error({ err, tags: { area: 'auth', flow: 'email_change' } }, 'storing the e-mail change mail failed'),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        status: { type: 'string', required: false, defaultValue: 'pending', input: false },
      },
    },
    session: {
      additionalFields: { aal: { type: 'string', required: false, defaultValue: 'aal1', input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => ({
            data: { ...session, aal: assuranceFor(ctx?.path, (session as { aal?: AssuranceLevel }).aal) },
          }),
        },
      },
    },
    // SPEC §8: sign-in, sign-up, reset and update failures are logged with tags, then reach the caller.
    hooks: authHooks(log),
    // TOTP (RFC 6238: SHA-1, 6 digits, 30 s, the parameters every authenticator app supports) with
    // single-use backup codes; enrolment is confirmed by a first code before it takes effect.
    // Then our own: no common or blank password wherever one is set (password-policy.ts), and a limit
    // on sign-in attempts per account besides the one per address below (sign-in-limit.ts).
    plugins: [
      twoFactor({ issuer: 'Coldsmith', backupCodeOptions: { amount: BACKUP_CODE_COUNT } }),
      ...googleSignIn(env),
      passwordPolicy(log),
      signInLimitPlugin(db, log),
    ],
    // BASE_URL is trusted by default; when BASE_URL is loopback, every loopback origin is trusted too
    // (DESIGN.md §4; docs/decisions/003, 017; lib/trusted-origin.ts).
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && trusted(origin) ? [origin] : [];
    },
    rateLimit: {
      enabled: env.NODE_ENV === 'production',
      window: 60,
      max: 100,
      // Reading one's own session guesses nothing, and every page load asks for it (the client's `me`
      // query starts there, so public pages get no 401): under the address-wide cap an office behind
      // one address would be refused its own pages. Sign-in, sign-up and resets keep their limits.
      customRules: { '/get-session': false },
    },
    // Rate limits key on the client's address. Without trusted proxies that is the socket's address,
    // which `withClientIp` puts in our own header (a client-sent one is replaced), so a forged
    // X-Forwarded-For cannot dodge the limits. Behind proxies, Better Auth walks X-Forwarded-For.
    advanced: {
      // Better Auth skips its Origin/CSRF checks when it detects a test run; keep them on, so the tests
      // exercise what production does (security.db.test.ts).
      disableOriginCheck: false,
      ipAddress:
        env.TRUSTED_PROXIES.length > 0
          ? { ipAddressHeaders: ['x-forwarded-for'], trustedProxies: env.TRUSTED_PROXIES }
          : { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
