// GET /wps/relay/GCS_gameLaunchFB (session): where to open a game (the portal's frame page or a new
// 1300×900 window). Launching opens a vendor session and marks the game recently played, so it is a
// mutation: never cached, never retried on its own. Errors: 401 no session, 403 trialAccount
// (in_need_true_account), 409 vendorUnavailable, 404 gameNotFound.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LaunchValue } from '../../../../schemas/generated/games.ts';
import type { LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export interface LaunchRequest {
  vendor: string;
  gameCode: string;
  language: LanguageCode;
}

export const fetchGameLaunch = ({ vendor, gameCode, language }: LaunchRequest) =>
  apiGet<LaunchValue>('/wps/relay/GCS_gameLaunchFB', { params: { vendor, gameCode, language } });

export const gameLaunchMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...gamesKeys.member, 'launch'],
    mutationFn: fetchGameLaunch,
    // The server now counts the game as recently played.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gamesKeys.recentLists() }),
  });

export function useGameLaunchMutation() {
  const queryClient = useQueryClient();
  return useMutation(gameLaunchMutationOptions(queryClient));
}
