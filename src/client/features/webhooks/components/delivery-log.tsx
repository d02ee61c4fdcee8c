import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { deliveryStatuses, deliveryTypes } from '#shared/webhooks.ts';
import { useDeliveries, type DeliveryFilter } from '../api/get-deliveries.ts';
import { getWebhooksQueryOptions } from '../api/get-webhooks.ts';
import { statusLabels, typeLabel } from '../utils/format.ts';
import { DeliveryItem } from './delivery-item.tsx';

const any: [string, string] = ['', 'Any'];

/** An endpoint's deliveries, newest first, filtered by status and type, a page at a time. */
export function DeliveryLog({ id, endpointId }: { id: string; endpointId: string }) {
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const log = useDeliveries(endpointId, filter);
  const deliveries = log.data?.pages.flatMap((page) => page.items) ?? [];
  useEndpointRefreshWhenSettled(deliveries.filter((d) => d.status === 'pending').length);
  return (
    <div id={id} className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter deliveries">
        <LabelledSelect
          label="Status"
          value={filter.status ?? ''}
          onChange={(value) => setFilter({ ...filter, status: (value || undefined) as DeliveryFilter['status'] })}
          options={[any, ...deliveryStatuses.map((s): [string, string] => [s, statusLabels[s]])]}
        />
        <LabelledSelect
          label="Event type"
          value={filter.type ?? ''}
          onChange={(value) => setFilter({ ...filter, type: (value || undefined) as DeliveryFilter['type'] })}
          options={[any, ...deliveryTypes.map((t): [string, string] => [t, typeLabel(t)])]}
        />
      </div>
      {log.isPending ? <Spinner label="Loading deliveries" /> : null}
      {log.isError ? <FormError>{errorMessage(log.error)}</FormError> : null}
      {log.isSuccess && deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to see one here.</p>
      ) : null}
      {deliveries.length > 0 ? (
        <ul aria-label="Deliveries" className="grid gap-2">
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      ) : null}
      {log.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** When the last pending delivery settles, the endpoint's status (failing since…) may have changed: refresh the list. */
function useEndpointRefreshWhenSettled(pending: number) {
  const queryClient = useQueryClient();
  const previous = useRef(pending);
  useEffect(() => {
    if (previous.current > 0 && pending === 0)
      void queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions().queryKey });
    previous.current = pending;
  }, [pending, queryClient]);
}
