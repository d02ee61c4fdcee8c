import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { prospectResearchSchema, type ProspectResearch } from '#shared/research.ts';
import { isResearching } from '../utils/research.ts';

/**
 * `GET /api/v1/prospects/:id/research`: the pages of the prospect's website read for it and their
 * passages (docs/decisions/033), polled every RESEARCH_POLL_MS while queued or running. A prospect never
 * researched (research off for its campaign, or not asked for yet) answers 404 `not_found`: that is
 * an answer, not a failure, so it is null here and no error is shown.
 */
export const RESEARCH_POLL_MS = 3_000;

export async function getResearch(prospectId: string, signal?: AbortSignal): Promise<ProspectResearch | null> {
  try {
    return await apiFetch(`/api/v1/prospects/${encodeURIComponent(prospectId)}/research`, {
      schema: prospectResearchSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/** Every research query starts with this key (invalidate it after asking for research again). */
export const researchQueryKey = ['research'] as const;

export const getResearchQueryOptions = (prospectId: string) =>
  queryOptions({
    queryKey: [...researchQueryKey, prospectId],
    queryFn: ({ signal }) => getResearch(prospectId, signal),
    refetchInterval: (query) => (isResearching(query.state.data?.state) ? RESEARCH_POLL_MS : false),
  });

/** `enabled`: false when there is surely nothing to show (research off, no claim citing a page), so no 404 is asked for. */
export const useResearch = (prospectId: string, enabled: boolean) =>
  useQuery({ ...getResearchQueryOptions(prospectId), enabled });
