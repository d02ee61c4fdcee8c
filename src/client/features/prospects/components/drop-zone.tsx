import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { ACCEPTED_FILE_TYPES } from '../utils/fields.ts';

/**
 * Where a CSV is dropped or picked. The file input is real (visually hidden, labelled "CSV file"), and
 * the visible "Choose a file" button opens it, so the drop zone works by keyboard and screen reader too.
 * The zone is a group named by its heading ("Drop a CSV here"); `data-dragging` marks a file held over it.
 */
export function DropZone({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-background px-6 py-10 text-center transition-colors',
        dragging ? 'border-primary bg-accent' : 'border-input',
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
        <FileUp className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <p id={titleId} className="font-medium">
          Drop a CSV here
        </p>
        <p className="text-sm text-muted-foreground">
          From HubSpot, Apollo, Sales Navigator, Salesforce or a spreadsheet. Up to 50 MB and 100,000 rows.
        </p>
      </div>
      <label htmlFor={inputId} className="sr-only">
        CSV file
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        Choose a file
      </Button>
    </div>
  );
}
