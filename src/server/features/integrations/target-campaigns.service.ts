import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  integrationLabels,
  isCampaignProvider,
  type IntegrationProvider,
  type TargetCampaign,
} from '#shared/integrations.ts';
import { connectors, vendorBaseUrl, VendorError, type VendorContext } from './connectors/index.ts';
import { connectionGate } from './connectors/rate-limit.ts';
import { gateKey, getCredential, recordUse } from './connections.service.ts';
import { toAppError } from './vendor-errors.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey'>;

/**
 * The vendor context of a user's connection to a tool that takes leads.
 * @throws AppError `not_connected` (409) when the user has not connected it
 */
export async function vendorContextFor(
  deps: Deps,
  userId: string,
  provider: 'instantly' | 'smartlead' | 'lemlist' | 'hubspot',
  signal?: AbortSignal,
): Promise<VendorContext> {
  const apiKey = await getCredential(deps.db, deps.encryptionKey, userId, provider);
  if (apiKey === null) throw new AppError('not_connected', `Connect ${integrationLabels[provider]} first.`);
  return {
    apiKey,
    baseUrl: vendorBaseUrl(deps.env, provider),
    gate: connectionGate(gateKey(provider, userId), connectors[provider].rateLimit),
    signal,
  };
}

/**
 * `GET /api/v1/integrations/:provider/campaigns`: the user's campaigns in that tool, read live from its
 * API. A refused key marks the connection `error` (and answers 422); success clears it.
 * @throws AppError `not_found` for a tool without campaigns (HubSpot, Slack), `not_connected`,
 *   `credential_rejected`, `integration_unavailable`
 */
export async function listTargetCampaigns(
  deps: Deps,
  userId: string,
  provider: IntegrationProvider,
): Promise<TargetCampaign[]> {
  if (!isCampaignProvider(provider))
    throw new AppError('not_found', `${integrationLabels[provider]} has no campaigns to push into.`);
  const ctx = await vendorContextFor(deps, userId, provider);
  try {
    const campaigns = await connectors[provider].listCampaigns!(ctx);
    await recordUse(deps.db, userId, provider, { ok: true });
    return campaigns;
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'auth')
      await recordUse(deps.db, userId, provider, { ok: false, error: error.message });
    throw toAppError(error);
  }
}
