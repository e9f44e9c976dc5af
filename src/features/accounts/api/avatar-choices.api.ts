// GET /wps/relay/MCSFE_getPlayerAvatar (session, spec §7): the avatar and the generated set to choose from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarChoices } from '../../../../schemas/generated/profile.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchAvatarChoices = (): Promise<AvatarChoices> => apiGet<AvatarChoices>('/wps/relay/MCSFE_getPlayerAvatar');

export const avatarChoicesQueryOptions = () => queryOptions({ queryKey: accountsKeys.avatarChoices(), queryFn: fetchAvatarChoices, staleTime: 60_000 });

export function useAvatarChoices(enabled: boolean) {
  return useQuery({ ...avatarChoicesQueryOptions(), enabled });
}
