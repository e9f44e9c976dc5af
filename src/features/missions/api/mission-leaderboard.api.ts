// GET /wps/relay/MCSFE_getMissionLeaderboard (session, module MISSION): this week's top members by mission score,
// names masked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardValue } from '../../../../schemas/generated/missions.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { missionsKeys } from './missions-keys.ts';

export const fetchMissionLeaderboard = (signal?: AbortSignal) => apiGet<LeaderboardValue>('/wps/relay/MCSFE_getMissionLeaderboard', { signal });

export const missionLeaderboardQueryOptions = () =>
  queryOptions({ queryKey: missionsKeys.leaderboard(), queryFn: ({ signal }) => fetchMissionLeaderboard(signal), staleTime: 30_000 });

export function useMissionLeaderboard() {
  return useQuery({ ...missionLeaderboardQueryOptions(), enabled: useSignedIn() });
}
