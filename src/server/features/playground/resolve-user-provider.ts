import type { AppDeps } from '#server/app-deps.ts';
import { ProviderConfigError, resolveProvider, type ProviderConfig } from '#server/engine/index.ts';
import { validationError } from '#server/lib/errors.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';

/**
 * The provider for a user's request: the request's choice, then the user's stored key, then the
 * server's env (engine/providers/resolve.ts). A user's own base URL is marked untrusted there, so
 * the engine sends it through the SSRF guard.
 * @throws AppError `validation_failed` (on `provider`) when that provider is not configured
 */
export async function resolveUserProvider(
  deps: Pick<AppDeps, 'db' | 'encryptionKey' | 'env'>,
  userId: string,
  choice: { provider?: ProviderId | undefined; model?: string | undefined },
): Promise<ProviderConfig> {
  const user = await getAiCredentials(deps.db, deps.encryptionKey, userId);
  try {
    return resolveProvider({
      campaign: { provider: choice.provider ?? null, model: choice.model ?? null },
      user,
      env: deps.env,
    });
  } catch (error) {
    if (error instanceof ProviderConfigError) throw validationError([{ path: 'provider', message: error.message }]);
    throw error;
  }
}
