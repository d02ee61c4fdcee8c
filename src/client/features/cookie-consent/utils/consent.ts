import { readItem, writeItem, type KeyValueStorage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/app.ts';

/**
 * Cookie consent (SPEC §2, §3): `accepted` or `declined`, stored under `coldsmith-cookie-consent`
 * (DESIGN.md §2). The notice appears `COOKIE_NOTICE_DELAY_MS` after load while neither is stored.
 */
export const COOKIE_NOTICE_DELAY_MS = 1_000;

export const CONSENT_VALUES = ['accepted', 'declined'] as const;
export type CookieConsent = (typeof CONSENT_VALUES)[number];

/** The stored choice; anything else (nothing, an old or edited value) counts as no choice. */
export function readConsent(storage: KeyValueStorage | undefined): CookieConsent | null {
  const value = readItem(storage, STORAGE_KEYS.cookieConsent);
  return CONSENT_VALUES.find((known) => known === value) ?? null;
}

export const saveConsent = (storage: KeyValueStorage | undefined, consent: CookieConsent) =>
  writeItem(storage, STORAGE_KEYS.cookieConsent, consent);
