import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { standardFields, type ImportPreview, type Mapping, type StandardField } from '#shared/prospects.ts';
import { duplicateTargets, standardFieldLabels } from '../utils/fields.ts';

/** Radix Select cannot hold null: this stands for "keep the column as a custom merge field". */
const CUSTOM = 'custom';

/**
 * One line of text cut short with an ellipsis, the whole of it in the title (a tooltip on hover, read
 * by screen readers as the description). A cell's own `max-width` does nothing in an auto-layout
 * table, so the cut is on this block inside it.
 */
export function Truncated({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn('block truncate', className)}>
      {text}
    </span>
  );
}

/**
 * The mapping step: one row per column of the file, with a few sample values and a select of the
 * standard fields (pre-filled from the server's auto-mapping) or "Keep as custom field". The table is
 * fixed-layout, so a long header or sample value is cut short (whole in its title) instead of pushing
 * the "Import as" column and the Import button out of a 1280 px window.
 */
export function ColumnMapping({
  preview,
  mapping,
  onChange,
}: {
  preview: ImportPreview;
  mapping: Mapping;
  onChange: (next: Mapping) => void;
}) {
  const hasEmail = Object.values(mapping).includes('email');
  const duplicates = duplicateTargets(mapping);
  return (
    <div className="grid gap-4">
      {!hasEmail ? (
        <Alert className="border-amber-300 bg-amber-50 text-amber-950">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>No column is mapped to Email</AlertTitle>
          <AlertDescription>
            Every row will be imported without an e-mail address and flagged: such prospects cannot be exported to a
            sending tool.
          </AlertDescription>
        </Alert>
      ) : null}
      {duplicates.length > 0 ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>One field, several columns</AlertTitle>
          <AlertDescription>
            {duplicates.map((f) => standardFieldLabels[f]).join(', ')} {duplicates.length === 1 ? 'is' : 'are'} chosen
            for more than one column. Pick one column for each field.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="min-w-0 rounded-lg border">
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-1/4 pl-4">Column in your file</TableHead>
              <TableHead>Sample values</TableHead>
              <TableHead className="w-64 pr-4">Import as</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.columns.map((column) => {
              const samples = preview.sample
                .map((row) => row[column]?.trim())
                .filter(Boolean)
                .slice(0, 2);
              return (
                <TableRow key={column}>
                  <TableCell className="pl-4 font-medium">
                    <Truncated text={column} />
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    {samples.length > 0 ? <Truncated text={samples.join(', ')} /> : <em>empty in the first rows</em>}
                  </TableCell>
                  <TableCell className="pr-4">
                    <Select
                      value={mapping[column] ?? CUSTOM}
                      onValueChange={(v) =>
                        onChange({ ...mapping, [column]: v === CUSTOM ? null : (v as StandardField) })
                      }
                    >
                      <SelectTrigger aria-label={`Import column ${column} as`} className="h-9">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {standardFields.map((field) => (
                          <SelectItem key={field} value={field}>
                            {standardFieldLabels[field]}
                          </SelectItem>
                        ))}
                        <SelectSeparator />
                        <SelectItem value={CUSTOM}>Keep as custom field</SelectItem>
                      </SelectContent>
                    </Select>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

/**
 * The first rows of the file as the server read them, so the user can check the parse. Many columns
 * scroll inside the table's own region; each value is cut at 14 rem, whole in its title.
 */
export function PreviewRows({ preview }: { preview: ImportPreview }) {
  if (preview.sample.length === 0)
    return <p className="text-sm text-muted-foreground">The file has a header but no rows.</p>;
  return (
    <div className="min-w-0 rounded-lg border">
      <Table containerLabel={`First ${preview.sample.length} rows of the file`}>
        <TableHeader>
          <TableRow>
            {preview.columns.map((column) => (
              <TableHead key={column}>
                <Truncated text={column} className="max-w-56" />
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.sample.map((row, index) => (
            <TableRow key={index}>
              {preview.columns.map((column) => (
                <TableCell key={column}>
                  <Truncated text={row[column] ?? ''} className="max-w-56" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
