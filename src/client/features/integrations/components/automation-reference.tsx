import { apiEndpoints, webhookEvents } from '../utils/automation-guides.ts';

/** The events a workflow can start on and the endpoints it can call, shared by the three how-to cards. */
export function AutomationReference() {
  return (
    <div className="grid gap-4 rounded-lg border bg-background p-4 text-sm md:grid-cols-2">
      <div>
        <h3 className="font-medium">Events</h3>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {webhookEvents.map((event) => (
            <li key={event}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{event}</code>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-medium">Endpoints (Authorization: Bearer &lt;API key&gt;)</h3>
        <ul className="mt-1 grid gap-1">
          {apiEndpoints.map(([method, path, what]) => (
            <li key={path}>
              <code className="text-xs">
                {method} {path}
              </code>{' '}
              <span className="text-muted-foreground">— {what}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
