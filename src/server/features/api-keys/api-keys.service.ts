import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { apiKeys, users, type ApiKeyRow } from '#server/db/schema/index.ts';
import { isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  API_KEYS_PER_USER,
  type ApiKey,
  type ApiKeyList,
  type CreatedApiKey,
  type createApiKeySchema,
} from '#shared/api-keys.ts';
import type { z } from 'zod';
import { forgetApiKey } from './key-cache.ts';
import { generateApiKey } from './key-material.ts';
import { usageBuffer } from './usage-buffer.ts';

/**
 * A user's own API keys (DESIGN.md §4 `/api/v1/api-keys`): create (the key in this answer only), list
 * (never the key), revoke. Another user's key is `not_found`, like every row that is not yours.
 */
export function toApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    requestCount: row.requestCount,
  };
}

const notRevoked = isNull(apiKeys.revokedAt);
const unexpired = or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`));

/**
 * Keys not revoked, newest first; expired ones stay listed (status `expired`) until revoked. The
 * usage this process counted in memory is written first, so the counts include every request it served.
 */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyList> {
  await usageBuffer(db).flush();
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), notRevoked))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { items: rows.map((row) => toApiKey(row)), nextCursor: null };
}

/**
 * Creates a key. The count of active keys and the insert run under a lock on the user's row, so two
 * requests at once cannot both take the last place.
 * @throws AppError `conflict` (409) when the user already holds API_KEYS_PER_USER active keys
 */
export async function createApiKey(
  db: Database,
  userId: string,
  input: z.output<typeof createApiKeySchema>,
): Promise<CreatedApiKey> {
  const material = generateApiKey();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const active = await tx.$count(apiKeys, and(eq(apiKeys.userId, userId), notRevoked, unexpired));
    if (active >= API_KEYS_PER_USER) {
      throw new AppError(
        'conflict',
        `You have ${API_KEYS_PER_USER} active API keys, the most allowed. Revoke one you no longer use first.`,
      );
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        scopes: input.scopes,
        prefix: material.prefix,
        keyHash: material.hash,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return inserted!;
  });
  return { ...toApiKey(row), key: material.key };
}

/**
 * Revokes a key: its next request to this process is refused with 401 (the key leaves the cache of
 * verified keys); other processes refuse it within KEY_CACHE_TTL_MS (5 s). Revoking twice, or someone
 * else's key, is `not_found`.
 * @throws AppError `not_found` (404)
 */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<void> {
  const missing = new AppError('not_found', 'No API key has this id.');
  if (!isUuid(id)) throw missing;
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), notRevoked))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw missing;
  forgetApiKey(id);
}
