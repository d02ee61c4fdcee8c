import { Badge } from '#client/components/ui/badge.tsx';
import type { WebhookEndpoint } from '#shared/webhooks.ts';
import { disabledReasonLabels, formatDateTime } from '../utils/format.ts';

/** Enabled, failing since when, or disabled and why. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled) {
    return (
      <Badge variant="outline" className="border-destructive/40 text-destructive">
        Disabled{endpoint.disabledReason ? `: ${disabledReasonLabels[endpoint.disabledReason]}` : ''}
      </Badge>
    );
  }
  if (endpoint.failingSince) {
    return (
      <Badge variant="outline" className="border-amber-600/40 text-amber-800">
        Failing since {formatDateTime(endpoint.failingSince)}
      </Badge>
    );
  }
  return <Badge variant="accent">Enabled</Badge>;
}
