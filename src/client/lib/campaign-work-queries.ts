import { useQueryClient } from '@tanstack/react-query';

/**
 * The query keys of a campaign's batch work, shared by the generation and review features: a batch
 * started, paused or a single e-mail regenerated changes the estimate and progress (generation), the
 * e-mail list (review) and the dashboard's figures at once.
 */
export const generationKey = (campaignId: string) => ['generation', campaignId] as const;
export const emailsKeyPrefix = (campaignId: string) => ['emails', campaignId] as const;

/** Marks a campaign's progress, estimate, e-mail list and the dashboard stats stale. */
export function useInvalidateGeneration(campaignId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: generationKey(campaignId) }),
      client.invalidateQueries({ queryKey: emailsKeyPrefix(campaignId) }),
      client.invalidateQueries({ queryKey: ['stats'] }),
    ]);
}
