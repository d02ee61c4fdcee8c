/**
 * The browser's key-value stores, reached safely. Reading `window.localStorage` itself throws a
 * SecurityError when the user blocks site data, and `setItem` throws when the quota is full; the app
 * must keep working then (preferences simply are not remembered), so every caller goes through here.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis.window?.[kind];
  } catch {
    return undefined;
  }
}

/** `getItem` that answers null instead of throwing. */
export function readItem(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `setItem` that reports failure instead of throwing; true when the value was stored. */
export function writeItem(storage: KeyValueStorage | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
