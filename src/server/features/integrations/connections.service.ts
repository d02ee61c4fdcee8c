import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import { integrationConnections, type IntegrationConnectionRow } from '#server/db/schema/index.ts';
import { decryptSecret, encryptSecret, maskSecret } from '#server/lib/encryption.ts';
import { validationError } from '#server/lib/errors.ts';
import {
  integrationProviders,
  type Integration,
  type IntegrationProvider,
  type PutIntegration,
} from '#shared/integrations.ts';
import { connectors, vendorBaseUrl } from './connectors/index.ts';
import { connectionGate } from './connectors/rate-limit.ts';
import { connectedMessage } from './slack/messages.ts';
import { assertSlackWebhookUrl, postToSlack } from './slack/webhook.ts';
import { toAppError } from './vendor-errors.ts';

/**
 * A user's connections (docs/decisions/021): one per tool, the credential AES-256-GCM-encrypted and only
 * ever answered masked. Connecting verifies the credential with the tool first (a cheap authenticated
 * call; for Slack, a short "connected" message), so nothing unusable is stored. The plaintext leaves
 * this module only through `getCredential`, for a connector's request.
 */
const toIntegration = (provider: IntegrationProvider, row: IntegrationConnectionRow | undefined): Integration => ({
  provider,
  status: row ? row.status : 'disconnected',
  secretMasked: row?.secretMasked ?? null,
  lastError: row?.lastError ?? null,
  connectedAt: row?.connectedAt.toISOString() ?? null,
  lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
});

/** Every tool, connected or not, in a fixed order. */
export async function listIntegrations(db: Database, userId: string): Promise<Integration[]> {
  const rows = await db.select().from(integrationConnections).where(eq(integrationConnections.userId, userId));
  return integrationProviders.map((provider) =>
    toIntegration(
      provider,
      rows.find((r) => r.provider === provider),
    ),
  );
}

/** The gate key of a connection: its requests share one rate limit in this process. */
export const gateKey = (provider: IntegrationProvider, userId: string) => `${provider}:${userId}`;

/** @throws AppError `validation_failed` when the body lacks what this tool needs */
function credentialOf(deps: Pick<AppDeps, 'env'>, provider: IntegrationProvider, input: PutIntegration): string {
  if (provider === 'slack') {
    if (!input.webhookUrl) throw validationError([{ path: 'webhookUrl', message: 'Paste the incoming-webhook URL' }]);
    assertSlackWebhookUrl(deps.env, input.webhookUrl);
    return input.webhookUrl;
  }
  if (!input.apiKey) throw validationError([{ path: 'apiKey', message: 'Paste the API key' }]);
  return input.apiKey;
}

/**
 * Verifies the credential with the tool, then stores it (replacing any earlier one).
 * @throws AppError `credential_rejected` (422) when the tool refuses it, `integration_unavailable`
 *   (502) when the tool cannot be reached, `validation_failed` for a missing or malformed credential
 */
export async function connectIntegration(
  deps: Pick<AppDeps, 'db' | 'env' | 'encryptionKey'>,
  userId: string,
  provider: IntegrationProvider,
  input: PutIntegration,
): Promise<Integration> {
  const secret = credentialOf(deps, provider, input);
  const field = provider === 'slack' ? 'webhookUrl' : 'apiKey';
  try {
    if (provider === 'slack') await postToSlack(secret, gateKey(provider, userId), connectedMessage());
    else {
      const connector = connectors[provider];
      await connector.verify({
        apiKey: secret,
        baseUrl: vendorBaseUrl(deps.env, provider),
        gate: connectionGate(gateKey(provider, userId), connector.rateLimit),
      });
    }
  } catch (error) {
    throw toAppError(error, field);
  }
  const now = new Date();
  const values = {
    secretEncrypted: encryptSecret(secret, deps.encryptionKey),
    secretMasked: maskSecret(secret),
    status: 'connected' as const,
    lastError: null,
    connectedAt: now,
  };
  const [row] = await deps.db
    .insert(integrationConnections)
    .values({ userId, provider, ...values })
    .onConflictDoUpdate({
      target: [integrationConnections.userId, integrationConnections.provider],
      set: { ...values, lastUsedAt: null },
    })
    .returning();
  return toIntegration(provider, row);
}

export async function disconnectIntegration(
  db: Database,
  userId: string,
  provider: IntegrationProvider,
): Promise<void> {
  await db
    .delete(integrationConnections)
    .where(and(eq(integrationConnections.userId, userId), eq(integrationConnections.provider, provider)));
}

/** The decrypted credential, for a connector only; null when the tool is not connected. */
export async function getCredential(
  db: Database,
  key: Buffer,
  userId: string,
  provider: IntegrationProvider,
): Promise<string | null> {
  const [row] = await db
    .select({ secret: integrationConnections.secretEncrypted })
    .from(integrationConnections)
    .where(and(eq(integrationConnections.userId, userId), eq(integrationConnections.provider, provider)));
  return row ? decryptSecret(row.secret, key) : null;
}

/** Records a use: `ok` clears an earlier error; otherwise the tool's refusal is kept as `lastError`. */
export async function recordUse(
  db: Database,
  userId: string,
  provider: IntegrationProvider,
  outcome: { ok: true } | { ok: false; error: string },
): Promise<void> {
  await db
    .update(integrationConnections)
    .set(
      outcome.ok
        ? { status: 'connected', lastError: null, lastUsedAt: new Date() }
        : { status: 'error', lastError: outcome.error.slice(0, 500), lastUsedAt: new Date() },
    )
    .where(and(eq(integrationConnections.userId, userId), eq(integrationConnections.provider, provider)));
}
