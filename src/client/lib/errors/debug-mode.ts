import { STORAGE_KEYS } from '#shared/app.ts';
import { browserStorage, readItem, type KeyValueStorage } from '../storage.ts';

/**
 * SPEC §2: debug mode is on when the URL has a `debug` query parameter or the stored flag equals
 * `true`. DESIGN.md §2 names the flag's key `coldsmith-debug`.
 */
export const DEBUG_QUERY_PARAM = 'debug';
export const DEBUG_FLAG_VALUE = 'true';

export function isDebugMode(
  search: string = globalThis.location?.search ?? '',
  storage: KeyValueStorage | undefined = browserStorage('localStorage'),
): boolean {
  return (
    new URLSearchParams(search).has(DEBUG_QUERY_PARAM) || readItem(storage, STORAGE_KEYS.debug) === DEBUG_FLAG_VALUE
  );
}

/** Stores (or removes) the flag; the fallback's toggle calls this so the choice outlives the page. */
export function setStoredDebugMode(
  enabled: boolean,
  storage: KeyValueStorage | undefined = browserStorage('localStorage'),
) {
  try {
    if (enabled) storage?.setItem(STORAGE_KEYS.debug, DEBUG_FLAG_VALUE);
    else storage?.removeItem(STORAGE_KEYS.debug);
  } catch {
    // Storage refused: the toggle still works for this page.
  }
}
