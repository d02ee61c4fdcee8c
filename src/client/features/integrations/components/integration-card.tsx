import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { formatDate } from '#client/lib/format.ts';
import { FormError } from '#client/components/form-error.tsx';
import type { Integration } from '#shared/integrations.ts';
import { tools } from '../utils/catalog.ts';
import { ConnectDialog } from './connect-dialog.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import { DisconnectButton } from './disconnect-button.tsx';

/**
 * One tool's card: name, one line, status; once connected, the masked credential, when it was
 * connected and last used, the tool's last refusal, and how to use what is pushed. `actions` adds the
 * tool's own buttons (push, Slack's test message).
 */
export function IntegrationCard({ integration, actions }: { integration: Integration; actions?: ReactNode }) {
  const tool = tools[integration.provider];
  const connected = integration.status !== 'disconnected';
  const headingId = `integration-${integration.provider}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {tool.name}
          </h3>
          <ConnectionBadge status={integration.status} />
        </div>
        <CardDescription>{tool.tagline}</CardDescription>
      </CardHeader>
      {connected ? (
        <CardContent className="grid gap-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{tool.credentialLabel}</dt>
            <dd className="font-mono" data-testid={`${integration.provider}-secret`}>
              {integration.secretMasked}
            </dd>
            <dt className="text-muted-foreground">Connected</dt>
            <dd>{integration.connectedAt ? formatDate(integration.connectedAt) : '—'}</dd>
            <dt className="text-muted-foreground">Last used</dt>
            <dd>{integration.lastUsedAt ? formatDate(integration.lastUsedAt) : 'Not yet'}</dd>
          </dl>
          {integration.status === 'error' ? (
            <FormError>{integration.lastError ?? `${tool.name} refused the credential. Connect it again.`}</FormError>
          ) : null}
          {tool.usage ? <p className="text-xs text-muted-foreground">{tool.usage}</p> : null}
        </CardContent>
      ) : null}
      <CardFooter className="mt-auto flex flex-wrap gap-2">
        {connected ? actions : null}
        <ConnectDialog integration={integration} />
        {connected ? <DisconnectButton provider={integration.provider} /> : null}
      </CardFooter>
    </Card>
  );
}
