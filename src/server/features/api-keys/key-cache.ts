import type { AuthSession } from '#server/auth/auth.ts';
import type { ApiKeyScope } from '#shared/api-keys.ts';

/**
 * Keys this process verified lately, by the SHA-256 of the key (never the key itself), for
 * `KEY_CACHE_TTL_MS` (docs/decisions/036). Looking the key and its owner up cost 2.3 ms of PGlite's
 * single connection per request; a client polling with one key now pays it once per 5 s.
 *
 * What the cache may get wrong, and for how long: a key revoked, or an owner suspended, erased or
 * changed by another process (another web process on the same PostgreSQL) keeps working here for up
 * to `KEY_CACHE_TTL_MS`. In this process there is no such window: revoking a key (`forgetApiKey`), and
 * changing, suspending or erasing its owner (`forgetApiKeysOf`) drop the entry at once. Expiry is
 * checked on every hit against this process's clock.
 */
export const KEY_CACHE_TTL_MS = 5_000;
/** Enough for every key a busy install uses within the TTL; past it, the oldest entries go first. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;

export type VerifiedKey = {
  id: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  expiresAt: Date | null;
  user: AuthSession['user'] & { status: string };
};

const entries = new Map<string, { key: VerifiedKey; until: number }>();
/**
 * Keys and users forgotten within the TTL: a lookup that read the row before the revocation committed
 * and finishes after it must not put the key back (its own request, begun before, is still served).
 */
const forgotten = new Map<string, number>();

/** The verified key with this hash, unless its entry is older than the TTL or the key has expired. */
export function cachedKey(hash: string, now = Date.now()): VerifiedKey | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.until <= now || (entry.key.expiresAt && entry.key.expiresAt.getTime() <= now)) {
    entries.delete(hash);
    return undefined;
  }
  return entry.key;
}

export function cacheKey(hash: string, key: VerifiedKey, now = Date.now()): void {
  for (const id of [key.id, key.user.id]) {
    const until = forgotten.get(id);
    if (until !== undefined && until > now) return;
    if (until !== undefined) forgotten.delete(id);
  }
  if (entries.size >= KEY_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(hash, { key, until: now + KEY_CACHE_TTL_MS });
}

const forgetWhere = (id: string, match: (key: VerifiedKey) => boolean) => {
  const now = Date.now();
  for (const [other, until] of forgotten) if (until <= now) forgotten.delete(other);
  forgotten.set(id, now + KEY_CACHE_TTL_MS);
  for (const [hash, entry] of entries) if (match(entry.key)) entries.delete(hash);
};

/** Drops a key from the cache (it was revoked): its next request is judged by the database. */
export const forgetApiKey = (keyId: string) => forgetWhere(keyId, (key) => key.id === keyId);

/** Drops every key of a user (their status or role changed, or they were erased). */
export const forgetApiKeysOf = (userId: string) => forgetWhere(userId, (key) => key.user.id === userId);
