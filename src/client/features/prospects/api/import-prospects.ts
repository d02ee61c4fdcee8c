import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { importResultSchema, type ImportResult, type Mapping } from '#shared/prospects.ts';
import { prospectsQueryKey } from './get-prospects.ts';

/**
 * `POST /api/v1/campaigns/:id/prospects` as multipart: the `mapping` field first (the server reads
 * fields sent before the file, then streams the file), then the whole file.
 */
export function importProspects({
  campaignId,
  file,
  mapping,
}: {
  campaignId: string;
  file: File;
  mapping: Mapping;
}): Promise<ImportResult> {
  const body = new FormData();
  body.append('mapping', JSON.stringify(mapping));
  body.append('file', file, file.name);
  return apiFetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/prospects`, {
    method: 'POST',
    body,
    schema: importResultSchema,
  });
}

export function useImportProspects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProspects,
    onSuccess: (_, { campaignId }) => queryClient.invalidateQueries({ queryKey: prospectsQueryKey(campaignId) }),
  });
}
