import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { aiSettings, type AiSettingsRow } from '#server/db/schema/index.ts';
import { decryptSecret, encryptSecret, maskSecret } from '#server/lib/encryption.ts';
import type { AiSettings, PutAiSettings } from '#shared/settings.ts';

/**
 * A user's own AI provider key: stored AES-256-GCM-encrypted, answered masked. The plaintext leaves
 * this module only through `getAiCredentials`, for the engine's provider call.
 */
const toAiSettings = (row: AiSettingsRow): AiSettings => ({
  provider: row.provider,
  model: row.model,
  baseUrl: row.baseUrl,
  apiKeyMasked: row.apiKeyMasked,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getAiSettings(db: Database, userId: string): Promise<AiSettings | null> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
  return row ? toAiSettings(row) : null;
}

/** Creates or replaces the user's settings. The base URL must already have passed the SSRF guard. */
export async function putAiSettings(
  db: Database,
  key: Buffer,
  userId: string,
  input: PutAiSettings,
): Promise<AiSettings> {
  const values = {
    provider: input.provider,
    model: input.model ?? null,
    baseUrl: input.baseUrl ?? null,
    apiKeyEncrypted: encryptSecret(input.apiKey, key),
    apiKeyMasked: maskSecret(input.apiKey),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(aiSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: aiSettings.userId, set: values })
    .returning();
  return toAiSettings(row!);
}

export async function deleteAiSettings(db: Database, userId: string): Promise<void> {
  await db.delete(aiSettings).where(eq(aiSettings.userId, userId));
}

/** The decrypted settings, for the engine only; null when the user has none. */
export async function getAiCredentials(db: Database, key: Buffer, userId: string) {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
  if (!row) return null;
  return {
    provider: row.provider,
    model: row.model,
    baseUrl: row.baseUrl,
    apiKey: decryptSecret(row.apiKeyEncrypted, key),
  };
}
