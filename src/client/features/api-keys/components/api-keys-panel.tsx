import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { CreatedApiKey } from '#shared/api-keys.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { CreateKeyForm } from './create-key-form.tsx';
import { CreatedKey } from './created-key.tsx';

/** Create a key (shown once, then the form again) and the list of keys. */
export function ApiKeysPanel() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{created ? 'Your new API key' : 'Create an API key'}</h2>
          </CardTitle>
          <CardDescription>
            Send it as <code className="font-mono">Authorization: Bearer cs_live_…</code>. A key can do only what its
            scopes allow, as you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {created ? (
            <CreatedKey created={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateKeyForm onCreated={setCreated} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Your API keys</h2>
          </CardTitle>
          <CardDescription>
            Each key has a per-minute request limit, and generating, regenerating, personalizing and importing a tighter
            one per account: the RateLimit-* headers of every answer say how much is left.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApiKeysTable />
        </CardContent>
      </Card>
    </>
  );
}
