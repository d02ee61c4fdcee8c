/**
 * The authenticator assurance level of a session (DESIGN.md §2 "MFA factors"; the levels are NIST
 * SP 800-63B's): `aal2` for a session that passed a second factor, `aal1` otherwise. Better Auth's
 * two-factor plugin creates a new session at each of these steps; a database hook (auth.ts) stamps
 * the level from the endpoint that created it:
 * - the TOTP or backup-code challenge at sign-in, and the TOTP check that completes enrolment: `aal2`;
 * - disabling two-factor: `aal1` (the plugin copies the old session's fields into the new one, so the
 *   level must be reset explicitly);
 * - anything else (e-mail sign-in, sign-up, OAuth): the level given, by default `aal1`.
 */
export type AssuranceLevel = 'aal1' | 'aal2';

const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);
const FACTOR_REMOVED_PATHS = new Set(['/two-factor/disable']);

export function assuranceFor(path: string | undefined, given: AssuranceLevel | undefined): AssuranceLevel {
  if (path && SECOND_FACTOR_PATHS.has(path)) return 'aal2';
  if (path && FACTOR_REMOVED_PATHS.has(path)) return 'aal1';
  return given ?? 'aal1';
}
