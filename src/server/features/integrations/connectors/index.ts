import type { AppEnv } from '#server/env.ts';
import type { PushProvider } from '#shared/integrations.ts';
import { hubspot } from './hubspot.ts';
import { instantly } from './instantly.ts';
import { lemlist } from './lemlist.ts';
import { smartlead } from './smartlead.ts';
import type { Connector } from './types.ts';

/** The connector of each tool that takes leads, and its API base URL (env, the vendor's by default). */
export const connectors: Record<PushProvider, Connector> = { instantly, smartlead, lemlist, hubspot };

export function vendorBaseUrl(env: AppEnv, provider: PushProvider): string {
  const byProvider: Record<PushProvider, string> = {
    instantly: env.INSTANTLY_API_URL,
    smartlead: env.SMARTLEAD_API_URL,
    lemlist: env.LEMLIST_API_URL,
    hubspot: env.HUBSPOT_API_URL,
  };
  return byProvider[provider];
}

export type { Connector, Lead, LeadResult, VendorContext } from './types.ts';
export { VendorError } from './vendor-http.ts';
