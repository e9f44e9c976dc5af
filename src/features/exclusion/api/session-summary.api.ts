// GET /wps/member/responsible-gaming/session: this session's time, stakes and net result (the reality check).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '../../../../schemas/generated/exclusion.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { exclusionKeys } from './exclusion-keys.ts';

export const fetchSessionSummary = (signal?: AbortSignal) => apiGet<SessionSummary>('/wps/member/responsible-gaming/session', { signal });

export const sessionSummaryQueryOptions = () =>
  queryOptions({ queryKey: exclusionKeys.session(), queryFn: ({ signal }) => fetchSessionSummary(signal), staleTime: 0 });

export function useSessionSummary(enabled: boolean) {
  return useQuery({ ...sessionSummaryQueryOptions(), enabled });
}
