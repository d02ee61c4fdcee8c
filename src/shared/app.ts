/**
 * Constants both sides share. Values come from SPEC.md §9 ("Business constants and limits") unless a
 * line says otherwise.
 */

/** The product's version, shown on /system-status and in `GET /api/health` (SPEC §2, §9). */
export const APP_VERSION = '1.0.0';

/** The product's machine name (DESIGN.md §2: `{product}` is `coldsmith`). */
export const PRODUCT = 'coldsmith';

/** Browser storage keys (SPEC §1, §3; DESIGN.md §2 names the ones SPEC leaves open). */
export const STORAGE_KEYS = {
  theme: `${PRODUCT}-theme`,
  cookieConsent: `${PRODUCT}-cookie-consent`,
  debug: `${PRODUCT}-debug`,
  accessibility: 'accessibility-settings',
  errors: 'app_errors',
  lastError: 'lastError',
} as const;

/** The query parameter that carries the location to return to after sign-in (DESIGN.md §2). */
export const REDIRECT_PARAM = 'redirectTo';

/** Route-guard timeout before the shell proceeds, in ms (SPEC §6, §9). */
export const ROUTE_GUARD_TIMEOUT_MS = 3_000;
