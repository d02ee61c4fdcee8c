import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AuthSession } from '#server/auth/auth.ts';
import type { ApiKeyAuth } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import { apiKeys, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { cacheKey, cachedKey, type VerifiedKey } from './key-cache.ts';
import { API_KEY_PATTERN, hashApiKey } from './key-material.ts';
import { usageBuffer } from './usage-buffer.ts';

/**
 * `Authorization: Bearer cs_live_…` (RFC 6750 §2.1) → the key's owner as a session, so every route
 * reads `c.get('session')` whichever way the caller signed in. The live key and its owner are found
 * by the key's hash, from the cache of keys verified in the last 5 s (key-cache.ts) or one SELECT;
 * the request is counted in memory and written with `last_used_at` within 2 s (usage-buffer.ts;
 * docs/decisions/036). Only a refusal reads again, to say why (revoked, expired, unknown) — and
 * counts nothing.
 *
 * Owners must be active (DESIGN.md §4 "Refusals"): a pending owner's key is 403 `pending_approval`, a
 * suspended owner's 403 `account_suspended`, on every route — `/me` included, unlike their cookie
 * session, because a key is for automation and a person can still sign in to see their status.
 * @throws AppError `unauthenticated` (401, with `WWW-Authenticate: Bearer …`), `pending_approval`, `account_suspended`
 */
const challenge = (detail: string) =>
  new AppError('unauthenticated', detail, {
    headers: { 'www-authenticate': 'Bearer realm="coldsmith", error="invalid_token"' },
  });

const live = and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)));

export async function authenticateApiKey(
  db: Database,
  authorization: string,
): Promise<{ session: AuthSession; apiKey: ApiKeyAuth }> {
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) throw challenge('Send the API key as `Authorization: Bearer cs_live_…`.');
  const token = match[1]!;
  if (!API_KEY_PATTERN.test(token)) throw challenge('This is not a Coldsmith API key (they start with cs_live_).');
  const hash = hashApiKey(token);

  const found = cachedKey(hash) ?? (await lookUp(db, hash));
  const { user } = found;
  if (user.status === 'suspended') throw new AppError('account_suspended', 'The owner of this API key is suspended.');
  if (user.status === 'pending')
    throw new AppError('pending_approval', 'The owner of this API key is waiting for approval.');
  usageBuffer(db).record(found.id);
  const now = new Date();
  const session = {
    // Marked as a key's, not a browser session: no token, never two-factor-assured.
    session: {
      id: `api-key:${found.id}`,
      token: '',
      userId: user.id,
      expiresAt: found.expiresAt ?? new Date(now.getTime() + 24 * 60 * 60 * 1000),
      createdAt: found.createdAt,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
      aal: 'aal1',
    },
    user,
  } satisfies { session: Record<string, unknown>; user: Record<string, unknown> };
  return { session: session as unknown as AuthSession, apiKey: { id: found.id, scopes: found.scopes } };
}

/** The live key with this hash and its owner, read (no write) and cached; a refusal says why. */
async function lookUp(db: Database, hash: string): Promise<VerifiedKey> {
  const [found] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      user: users,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hash), live));
  if (!found) throw await whyRefused(db, hash);
  // Only keys that will be let in are kept: a refused owner's next request reads again, so their
  // approval takes effect at once.
  if (found.user.status === 'active') cacheKey(hash, found);
  return found;
}

async function whyRefused(db: Database, hash: string): Promise<AppError> {
  const [key] = await db
    .select({ revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hash));
  if (key?.revokedAt)
    return challenge(`This API key was revoked on ${key.revokedAt.toISOString()}. Create a new one on the API page.`);
  if (key?.expiresAt)
    return challenge(`This API key expired on ${key.expiresAt.toISOString()}. Create a new one on the API page.`);
  return challenge('No API key matches. Check that it was copied whole, or create a new one on the API page.');
}
