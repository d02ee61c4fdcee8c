import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportResult, type Mapping } from '#shared/prospects.ts';
import { useImportProspects } from '../api/import-prospects.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { duplicateTargets, formatBytes, isAcceptedFileName } from '../utils/fields.ts';
import { ColumnMapping, PreviewRows } from './column-mapping.tsx';
import { DropZone } from './drop-zone.tsx';
import { ImportError } from './import-error.tsx';
import { ImportSummary } from './import-summary.tsx';

type Step =
  | { kind: 'pick' }
  | { kind: 'map'; file: File; preview: ImportPreview; mapping: Mapping }
  | { kind: 'done'; file: File; result: ImportResult };

/**
 * The import flow: pick or drop a file → preview and map its columns → import → a summary that accounts
 * for every row. The server does the parsing; this only sends the file and the chosen mapping.
 */
export function ProspectImport({ campaignId }: { campaignId: string }) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [localError, setLocalError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const upload = useImportProspects();

  const onFile = async (file: File) => {
    setLocalError(null);
    upload.reset();
    if (!isAcceptedFileName(file.name)) {
      setLocalError(`“${file.name}” is not a .csv, .tsv or .txt file.`);
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setLocalError(
        `“${file.name}” is ${formatBytes(file.size)}; an import takes at most ${formatBytes(IMPORT_MAX_BYTES)}. Split the file and import the parts.`,
      );
      return;
    }
    try {
      const answer = await preview.mutateAsync({ campaignId, file });
      setStep({ kind: 'map', file, preview: answer, mapping: { ...answer.mapping } });
    } catch {
      // shown below from preview.error
    }
  };
  const onImport = async () => {
    if (step.kind !== 'map') return;
    try {
      const result = await upload.mutateAsync({ campaignId, file: step.file, mapping: step.mapping });
      setStep({ kind: 'done', file: step.file, result });
    } catch {
      // shown below from upload.error
    }
  };
  const restart = () => {
    preview.reset();
    upload.reset();
    setStep({ kind: 'pick' });
  };

  return (
    <section aria-labelledby="import-heading" className="grid min-w-0 gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="import-heading" className="text-lg font-semibold">
            Import prospects
          </h2>
          <p className="text-sm text-muted-foreground">
            {step.kind === 'pick' &&
              'Columns are matched to standard fields automatically; every other column is kept as a custom merge field.'}
            {step.kind === 'map' && 'Check how each column will be imported, then import the whole file.'}
            {step.kind === 'done' && 'Every row of the file is accounted for below.'}
          </p>
        </div>
        {step.kind !== 'pick' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileSpreadsheet className="size-4" aria-hidden="true" />
            {step.file.name} · {formatBytes(step.file.size)}
          </p>
        ) : null}
      </div>

      {step.kind === 'pick' ? (
        <>
          {localError ? <ImportError error={new Error(localError)} /> : null}
          {preview.isError ? <ImportError error={preview.error} /> : null}
          {preview.isPending ? (
            <div className="flex justify-center rounded-xl border-2 border-dashed py-12">
              <Spinner label="Reading the file" />
            </div>
          ) : (
            <DropZone onFile={(file) => void onFile(file)} />
          )}
        </>
      ) : null}

      {step.kind === 'map' ? (
        <>
          <h3 className="text-sm font-semibold">Column mapping</h3>
          <ColumnMapping
            preview={step.preview}
            mapping={step.mapping}
            onChange={(mapping) => setStep({ ...step, mapping })}
          />
          <h3 className="text-sm font-semibold">First rows</h3>
          <PreviewRows preview={step.preview} />
          {upload.isError ? <ImportError error={upload.error} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={restart} disabled={upload.isPending}>
              Choose another file
            </Button>
            <Button
              onClick={() => void onImport()}
              disabled={upload.isPending || duplicateTargets(step.mapping).length > 0}
            >
              {upload.isPending ? <Spinner label="Importing" className="text-primary-foreground" /> : null}
              Import prospects
            </Button>
          </div>
        </>
      ) : null}

      {step.kind === 'done' ? (
        <>
          <ImportSummary result={step.result} fileName={step.file.name} />
          <Button variant="outline" className="justify-self-start" onClick={restart}>
            Import another file
          </Button>
        </>
      ) : null}
    </section>
  );
}
