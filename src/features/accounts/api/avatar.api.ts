// GET /wps/member/info/icon (session, spec §7): the member's avatar URL ('' = the default picture).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarView } from '../../../../schemas/generated/profile.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchAvatar = (): Promise<AvatarView> => apiGet<AvatarView>('/wps/member/info/icon');

export const avatarQueryOptions = () => queryOptions({ queryKey: accountsKeys.avatar(), queryFn: fetchAvatar, staleTime: 60_000 });

/** `enabled` false: nothing is asked (the centre's header while the centre is closed). */
export function useAvatar(enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({ ...avatarQueryOptions(), enabled: signedIn && enabled });
}
