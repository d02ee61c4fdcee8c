import { Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { copyText } from '#client/lib/copy-text.ts';
import { webhookEventSamples, webhookEventTypes } from '#shared/webhooks.ts';
import { typeLabel } from '../utils/format.ts';

/**
 * How a receiver checks what we send: the Standard Webhooks library for Node (`standardwebhooks` on
 * npm, the spec's reference implementation) on the raw body, and the `webhook-id` as an idempotency
 * key. Then one sample payload per event type.
 */
export const VERIFY_SNIPPET = `// npm install standardwebhooks express
import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.COLDSMITH_WEBHOOK_SECRET); // whsec_…
const app = express();

// The raw body: the signature covers the exact bytes we sent.
app.post('/webhooks/coldsmith', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.sendStatus(400); // not from Coldsmith, changed, or older than 5 minutes
  }
  // req.headers['webhook-id'] is the same on every retry: handle each id once.
  console.log(event.type, event.data);
  res.sendStatus(204); // any 2xx within 10 s; anything else is retried
});

app.listen(3000);`;

export function VerifySnippet() {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Every request carries the <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
        <code>webhook-signature</code> headers of the Standard Webhooks specification. Check them with any of its
        libraries; in Node:
      </p>
      <pre
        aria-label="Verification example in Node"
        className="overflow-auto rounded-md bg-muted p-4 text-xs"
        tabIndex={0}
      >
        {VERIFY_SNIPPET}
      </pre>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => void copyText(VERIFY_SNIPPET, 'Snippet')}
      >
        <Copy aria-hidden="true" />
        Copy snippet
      </Button>
      <details className="rounded-md border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Payload of each event</summary>
        <dl className="grid gap-3 border-t p-3 text-sm">
          {webhookEventTypes.map((type) => (
            <div key={type} className="grid gap-1">
              <dt>
                {typeLabel(type)} <code className="text-xs text-muted-foreground">{type}</code>
              </dt>
              <dd>
                <pre className="overflow-auto rounded-md bg-muted p-2 text-xs" tabIndex={0}>
                  {JSON.stringify(
                    { type, timestamp: '2026-11-20T09:30:00.000Z', data: webhookEventSamples[type] },
                    null,
                    2,
                  )}
                </pre>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
