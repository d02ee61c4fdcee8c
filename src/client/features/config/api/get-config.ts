import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { PublicConfig } from '#shared/config.ts';

/** `GET /api/config`: the server's public settings (contact e-mail, Google sign-in, version). */
export const getConfig = () => apiFetch<PublicConfig>('/api/config');

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

export const useConfig = () => useQuery(getConfigQueryOptions());
