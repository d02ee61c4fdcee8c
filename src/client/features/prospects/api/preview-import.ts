import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { importPreviewSchema, type ImportPreview } from '#shared/prospects.ts';

/** Past this size only the head of the file is sent for the preview: the columns and first rows are in it. */
export const PREVIEW_FULL_FILE_MAX_BYTES = 1024 * 1024;
export const PREVIEW_SLICE_BYTES = 256 * 1024;

/**
 * `POST /api/v1/campaigns/:id/prospects/preview`: the columns, the server's auto-mapping and the first
 * rows. A big file is cut to its first 256 KB; a row cut in half there is past the sample anyway.
 */
export function previewImport({ campaignId, file }: { campaignId: string; file: File }): Promise<ImportPreview> {
  const body = new FormData();
  const part = file.size > PREVIEW_FULL_FILE_MAX_BYTES ? file.slice(0, PREVIEW_SLICE_BYTES, file.type) : file;
  body.append('file', part, file.name);
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/prospects/preview`, {
    method: 'POST',
    body,
    schema: importPreviewSchema,
  });
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
