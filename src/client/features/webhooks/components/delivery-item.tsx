import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { cn } from '#client/lib/cn.ts';
import type { WebhookDelivery } from '#shared/webhooks.ts';
import { useReplayDelivery } from '../api/replay-delivery.ts';
import { formatDateTime, statusLabels, typeLabel } from '../utils/format.ts';

const statusStyles = {
  pending: 'border-amber-600/40 text-amber-800',
  succeeded: 'border-emerald-700/40 text-emerald-800',
  failed: 'border-destructive/40 text-destructive',
} as const;

/** One delivery: a summary line that opens onto its payload, every attempt, and a replay button. */
export function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const replay = useReplayDelivery();
  const replayNow = async () => {
    try {
      await replay.mutateAsync(delivery.id);
      toast.success('Replay queued');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <li className="rounded-md border bg-background">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <Badge variant="outline" className={cn(statusStyles[delivery.status])}>
            {statusLabels[delivery.status]}
          </Badge>
          <span className="font-medium">{typeLabel(delivery.type)}</span>
          <span className="text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
          <span className="text-muted-foreground">
            {delivery.attemptCount} {delivery.attemptCount === 1 ? 'attempt' : 'attempts'}
            {delivery.status === 'pending' && delivery.nextAttemptAt
              ? ` · next ${formatDateTime(delivery.nextAttemptAt)}`
              : ''}
          </span>
        </summary>
        <div className="grid gap-3 border-t px-3 py-3 text-sm">
          <p>
            <span className="text-muted-foreground">webhook-id </span>
            <code>{delivery.eventId}</code>
          </p>
          <pre className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs">
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>
          {delivery.attempts.length > 0 ? (
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Attempts</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Sent
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Latency
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Answer
                  </th>
                </tr>
              </thead>
              <tbody>
                {delivery.attempts.map((a) => (
                  <tr key={a.id} className="border-t align-top">
                    <td className="py-1 pr-3 whitespace-nowrap">
                      {formatDateTime(a.at)}
                      {a.trigger === 'replay' ? ' (replay)' : ''}
                    </td>
                    <td className={cn('py-1 pr-3', a.succeeded ? 'text-emerald-800' : 'text-destructive')}>
                      {a.statusCode ?? 'No answer'}
                    </td>
                    <td className="py-1 pr-3">{a.latencyMs} ms</td>
                    <td className="py-1 break-all">
                      {[a.error, a.responseExcerpt].filter(Boolean).join(' — ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-muted-foreground">No attempt yet.</p>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={replay.isPending}
            onClick={() => void replayNow()}
          >
            <RotateCcw aria-hidden="true" />
            Replay
          </Button>
        </div>
      </details>
    </li>
  );
}
