/**
 * The base32 secret of an otpauth:// key URI (Google Authenticator's Key Uri Format, as Better Auth
 * writes it), for people who type it into their app instead of scanning. Null when absent.
 */
export function secretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** The secret in groups of four, as authenticator apps show it and people copy it. */
export const groupSecret = (secret: string) =>
  secret
    .replace(/=+$/, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? secret;
