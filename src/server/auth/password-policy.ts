import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';

/**
 * What a new password must not be, beyond Better Auth's length bounds (8–128, #shared/auth.ts):
 * - one of the `COMMON_PASSWORD_COUNT` most common passwords, compared without case. NIST SP 800-63B
 *   §5.1.1.2 requires checking new passwords "against a list that contains values known to be commonly
 *   used, expected, or compromised"; OWASP's Authentication Cheat Sheet names the top 10,000. The list
 *   is zxcvbn-ts's `passwords-common` (@zxcvbn-ts/language-common, MIT: ranked by frequency in leaked
 *   password sets), shipped in the package, so nothing is fetched at run time;
 * - only whitespace: eight spaces pass a length check but are no secret.
 * Applied wherever a password is set: sign-up (and the first administrator's, which signs up),
 * password reset and password change (auth/auth-hooks.ts).
 */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The list, lower-cased, read at the first password set rather than at start: zxcvbn's dictionaries
 * held ~4 MB of an idle `npm start`'s RSS (bench/start.ts; decision 034). The bundle keeps them in a
 * chunk of their own.
 */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then((module) => {
    // The compiled build bundles the package's CommonJS entry, whose chunk exports only `default`
    // (the module.exports object); Node's own loader, in tests and `npm run dev`, names `dictionary`.
    type Module = typeof module;
    const { dictionary } = 'dictionary' in module ? module : (module as unknown as { default: Module }).default;
    return new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  }));

/**
 * @param password - the new password as typed (not trimmed: spaces inside a password are allowed)
 * @returns why the password is refused, in words for the person choosing it, or null when it is fine
 *   — or outside the length bounds, which Better Auth answers itself (`PASSWORD_TOO_SHORT`, `_LONG`)
 */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return null;
  if (password.trim() === '') return 'A password cannot be only spaces. Choose one with letters, digits or symbols.';
  if ((await commonPasswords()).has(password.toLowerCase()))
    return 'This password is one of the most common ones, so it is among the first an attacker tries. Choose another.';
  return null;
}
