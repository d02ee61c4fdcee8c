import { deliveryTypeLabels, type DeliveryStatus, type DeliveryType, type DisabledReason } from '#shared/webhooks.ts';

/** Words and times as the webhooks page shows them. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** "12 Mar 2026, 14:05:09" in the reader's locale. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const typeLabel = (type: DeliveryType) => deliveryTypeLabels[type];

export const statusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export const disabledReasonLabels: Record<DisabledReason, string> = {
  manual: 'turned off',
  failing: 'failing for 3 days',
  gone: 'the endpoint answered 410 Gone',
};
