import { deliveryTypeLabels, webhookEventTypes, type WebhookEventType } from '#shared/webhooks.ts';

/** One native checkbox per event type, in a fieldset whose legend names the group (WCAG 1.3.1). */
export function EventCheckboxes({
  value,
  onChange,
  invalid,
}: {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  invalid?: boolean;
}) {
  const toggle = (type: WebhookEventType, checked: boolean) =>
    onChange(
      checked ? webhookEventTypes.filter((t) => t === type || value.includes(t)) : value.filter((t) => t !== type),
    );
  return (
    <fieldset className="grid gap-2" aria-invalid={invalid || undefined}>
      <legend className="mb-1 text-sm font-medium">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 cursor-pointer accent-primary"
              checked={value.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span className="grid">
              <span>{deliveryTypeLabels[type]}</span>
              <code className="text-xs text-muted-foreground">{type}</code>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
