// GET /wps/relay/MCSFE_getMissionSummaryDetails (session, module MISSION): the brand's missions in their current
// period with the member's progress, the claimable count (the centre entry's badge) and this week's score.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionSummaryValue } from '../../../../schemas/generated/missions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { missionsKeys } from './missions-keys.ts';

export const fetchMissionSummary = (language: string, signal?: AbortSignal) =>
  apiGet<MissionSummaryValue>('/wps/relay/MCSFE_getMissionSummaryDetails', { params: { language }, signal });

export const missionSummaryQueryOptions = (language: string) =>
  queryOptions({ queryKey: missionsKeys.summary(language), queryFn: ({ signal }) => fetchMissionSummary(language, signal), staleTime: 10_000 });

export function useMissionSummary(language: string) {
  return useQuery({ ...missionSummaryQueryOptions(language), enabled: useSignedIn() });
}
