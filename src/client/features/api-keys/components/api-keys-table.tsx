import { Badge } from '#client/components/ui/badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { formatDay, formatMoment } from '../utils/expiry.ts';
import { RevokeKeyButton } from './revoke-key-button.tsx';

const count = new Intl.NumberFormat();

/** The user's keys: what each may do, when it was last used and how much, when it expires; revoke. */
export function ApiKeysTable() {
  const keys = useApiKeys();
  if (keys.isPending) return <Spinner label="Loading API keys" />;
  if (keys.isError) return <FormError>{errorMessage(keys.error)}</FormError>;
  if (keys.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">No API keys yet. Create one above to call the API.</p>;
  return (
    <Table containerLabel="API keys">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Key</TableHead>
          <TableHead>Scopes</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead className="text-right">Requests</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.data.items.map((key) => (
          <TableRow key={key.id}>
            <TableCell className="font-medium">{key.name}</TableCell>
            <TableCell className="font-mono whitespace-nowrap">{key.prefix}…</TableCell>
            <TableCell>
              <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${key.name}`}>
                {key.scopes.map((scope) => (
                  <li key={scope}>
                    <Badge variant="secondary" className="font-mono">
                      {scope}
                    </Badge>
                  </li>
                ))}
              </ul>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(key.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {key.lastUsedAt ? formatMoment(key.lastUsedAt) : 'Never'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{count.format(key.requestCount)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {key.status === 'expired' ? (
                <Badge variant="outline" className="border-destructive/50 text-destructive">
                  Expired
                </Badge>
              ) : key.expiresAt ? (
                formatDay(key.expiresAt)
              ) : (
                'Never'
              )}
            </TableCell>
            <TableCell className="text-right">
              <RevokeKeyButton apiKey={key} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
