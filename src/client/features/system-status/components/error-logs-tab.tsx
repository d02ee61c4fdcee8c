import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { clearErrorLog, readErrorLog, type ErrorRecord } from '#client/lib/errors/error-log.ts';

/**
 * SPEC §2 "Error Logs": the errors this tab has logged (session storage `app_errors`, newest first),
 * with Clear Logs and SPEC §8's toasts.
 */
function ErrorEntry({ record }: { record: ErrorRecord }) {
  const extra = {
    ...(record.tags ? { tags: record.tags } : {}),
    ...(record.context ? { context: record.context } : {}),
  };
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={record.severity === 'error' ? 'default' : 'secondary'} className="uppercase">
          {record.severity}
        </Badge>
        <time dateTime={record.timestamp} className="text-muted-foreground tabular-nums">
          {new Date(record.timestamp).toLocaleString()}
        </time>
      </div>
      <p className="font-medium break-words">{record.message}</p>
      <p className="text-muted-foreground break-all">{record.url}</p>
      {record.stack || Object.keys(extra).length > 0 ? (
        <details>
          <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Details
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
            {[record.stack, Object.keys(extra).length > 0 ? JSON.stringify(extra, null, 2) : '']
              .filter(Boolean)
              .join('\n\n')}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

export function ErrorLogsTab() {
  const [records, setRecords] = useState(() => readErrorLog().reverse());
  const clear = () => {
    try {
      clearErrorLog();
      setRecords([]);
      toast.success('Errors Cleared', { description: 'All error logs have been cleared.' });
    } catch {
      toast.error('Failed to Clear Errors');
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {records.length === 0
            ? 'No errors logged in this tab.'
            : `${records.length} error${records.length === 1 ? '' : 's'} logged in this tab (the last 20 are kept).`}
        </p>
        <Button variant="outline" size="sm" onClick={clear} disabled={records.length === 0}>
          <Trash2 aria-hidden="true" />
          Clear Logs
        </Button>
      </div>
      {records.length > 0 ? (
        <ul aria-label="Error logs" className="grid gap-3">
          {records.map((record, index) => (
            <ErrorEntry key={`${record.timestamp}-${index}`} record={record} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
