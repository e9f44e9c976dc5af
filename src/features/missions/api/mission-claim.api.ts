// POST /wps/relay/MCSFE_claimMission (session): the reward of a completed mission, once. Points and bonus money
// arrive at once, so the member's money, missions and board are asked for again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MissionView } from '../../../../schemas/generated/missions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { MEMBER_KEY, MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';
import { missionsKeys } from './missions-keys.ts';

export const claimMission = (missionId: string) => apiPost<MissionView>('/wps/relay/MCSFE_claimMission', { missionId });

export const claimMissionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...missionsKeys.member, 'claim'],
    mutationFn: claimMission,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsKeys.member }),
        queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] }),
        queryClient.invalidateQueries({ queryKey: [...MEMBER_KEY, 'loyalty'] }),
      ]);
    },
  });

export function useClaimMission() {
  return useMutation(claimMissionMutationOptions(useQueryClient()));
}
