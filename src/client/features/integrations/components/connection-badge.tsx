import { Badge } from '#client/components/ui/badge.tsx';
import type { ConnectionStatus } from '#shared/integrations.ts';

/** A connection's status: connected stands out, an error is red (the card says why), otherwise muted. */
const labels: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  error: 'Needs attention',
  disconnected: 'Not connected',
};

export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  if (status === 'error')
    return (
      <Badge variant="outline" className="border-destructive/50 text-destructive">
        {labels.error}
      </Badge>
    );
  return <Badge variant={status === 'connected' ? 'accent' : 'outline'}>{labels[status]}</Badge>;
}
