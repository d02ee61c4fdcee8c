import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { generationKey, useInvalidateGeneration } from '#client/lib/campaign-work-queries.ts';
import {
  estimateSchema,
  generateResponseSchema,
  progressSchema,
  type GenerateRequestInput,
  type Progress,
} from '#shared/generation.ts';

/**
 * Batch generation of a campaign (docs/decisions/014): the estimate, live progress (polled every
 * PROGRESS_POLL_MS while the batch runs or its research has sites left, not at all once both stop),
 * generate and run control.
 */
export const PROGRESS_POLL_MS = 1_000;

const base = (campaignId: string) => `/api/v1/campaigns/${encodeURIComponent(campaignId)}`;

/** The estimate of the batch that generate would run with the same `skipUnreachable` and `dryRun`. */
export const useEstimate = (
  campaignId: string,
  enabled: boolean,
  { skipUnreachable = true, dryRun = false }: { skipUnreachable?: boolean; dryRun?: boolean } = {},
) =>
  useQuery(
    queryOptions({
      queryKey: [...generationKey(campaignId), 'estimate', { skipUnreachable, dryRun }],
      queryFn: ({ signal }) =>
        apiFetch(`${base(campaignId)}/estimate?skipUnreachable=${skipUnreachable}&dryRun=${dryRun}`, {
          schema: estimateSchema,
          signal,
        }),
      enabled,
    }),
  );

/** Prospects whose research has not finished yet. */
const researchLeft = (p: Progress) => (p.research ? p.research.queued + p.research.researching : 0);

/** Writing runs, or research has sites left (it runs whatever the batch's state). */
const isActive = (p: Progress | undefined) =>
  p !== undefined && ((p.state === 'running' && p.queued + p.generating > 0) || researchLeft(p) > 0);

export const useProgress = (campaignId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...generationKey(campaignId), 'progress'],
      queryFn: ({ signal }) => apiFetch(`${base(campaignId)}/progress`, { schema: progressSchema, signal }),
      refetchInterval: (query) => (isActive(query.state.data) ? PROGRESS_POLL_MS : false),
    }),
  );

/** Refreshes progress, the e-mail list and the dashboard's figures after anything that changes them. */
export function useGenerate(campaignId: string) {
  const invalidate = useInvalidateGeneration(campaignId);
  return useMutation({
    mutationFn: (request: GenerateRequestInput) =>
      apiFetch(`${base(campaignId)}/generate`, { method: 'POST', body: request, schema: generateResponseSchema }),
    onSuccess: invalidate,
  });
}

export type RunAction = 'pause' | 'resume' | 'cancel' | 'retry-failed';

export function useRunAction(campaignId: string) {
  const invalidate = useInvalidateGeneration(campaignId);
  return useMutation({
    mutationFn: (action: RunAction) =>
      apiFetch(`${base(campaignId)}/${action}`, { method: 'POST', schema: progressSchema }),
    onSuccess: invalidate,
  });
}
