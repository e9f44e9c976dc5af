// GET /wps/member/profile (session): my account's profile — nickname, date of birth, address, nationality,
// the e-mail and mobile with whether a code proved them, and whether the account has a login password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '../../../../schemas/generated/profile.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchProfile = (): Promise<ProfileView> => apiGet<ProfileView>('/wps/member/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: accountsKeys.profile(), queryFn: fetchProfile, staleTime: 30_000 });

export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQueryOptions(), enabled: signedIn });
}
