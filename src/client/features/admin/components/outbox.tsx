import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { OutboxItem } from '#shared/app-mail.ts';
import { useOutbox } from '../api/outbox.ts';
import { formatDateTime } from '../utils/format.ts';

/**
 * The dev outbox on /admin, for superadmins only (DESIGN.md §3 "Mail": without `SMTP_URL` the mail
 * the app sends — password resets, approvals — is stored and readable here, so a local instance can
 * still reset a password). With SMTP each entry records its delivery instead. Admins do not see it:
 * it holds live reset links, and a banner says so to the superadmin who does.
 */
export function Outbox() {
  const outbox = useOutbox();
  const items = outbox.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          Outbox
        </h2>
        <p className="text-muted-foreground text-sm">
          Mail this instance sent. Without SMTP_URL it is stored here instead of being sent.
        </p>
      </div>
      {/* A note, not an alert: it is always there, nothing happened that needs announcing. */}
      <Alert role="note" aria-label="Live links">
        <TriangleAlert aria-hidden />
        <AlertTitle>These messages hold live links</AlertTitle>
        <AlertDescription>
          <p>
            A password reset or e-mail change link here works for whoever opens it. This outbox is for installs without
            SMTP: set SMTP_URL to send mail to people instead, and never share this page.
          </p>
        </AlertDescription>
      </Alert>
      {outbox.isPending ? (
        <Spinner label="Loading the outbox" className="justify-self-center py-8" />
      ) : outbox.isError ? (
        <FormError>{errorMessage(outbox.error)}</FormError>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground bg-background rounded-xl border px-4 py-8 text-center">No mail yet.</p>
      ) : (
        <ul aria-label="Outbox" className="grid gap-3">
          {items.map((item) => (
            <OutboxEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
      {outbox.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={outbox.isFetchingNextPage}
          onClick={() => void outbox.fetchNextPage()}
        >
          {outbox.isFetchingNextPage ? <Spinner label="Loading more mail" /> : null}
          Load more
        </Button>
      ) : null}
    </section>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  return (
    <li className="bg-background grid gap-2 rounded-xl border p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">
          {item.transport === 'outbox' ? 'Stored' : item.error ? 'Not delivered' : 'Sent'}
        </Badge>
        <span className="font-medium">{item.subject}</span>
        <span className="text-muted-foreground">to {item.to}</span>
        <time dateTime={item.createdAt} className="text-muted-foreground ml-auto tabular-nums">
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      {item.error ? <p className="text-destructive">{item.error}</p> : null}
      <details>
        <summary className="text-muted-foreground hover:text-foreground focus-visible:ring-ring w-fit cursor-pointer rounded-sm focus-visible:ring-2 focus-visible:outline-none">
          Show the message
        </summary>
        <pre className="bg-muted mt-2 max-h-80 overflow-auto rounded-md p-3 font-mono text-xs whitespace-pre-wrap">
          {item.text}
        </pre>
      </details>
    </li>
  );
}
