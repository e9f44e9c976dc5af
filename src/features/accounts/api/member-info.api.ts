// The signed-in member (GET /wps/member/info): one query the header, the centres and the guards share.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchMemberInfo = (): Promise<MemberInfo> => apiGet<MemberInfo>('/wps/member/info');

export const memberInfoQueryOptions = () => queryOptions({ queryKey: accountsKeys.memberInfo(), queryFn: fetchMemberInfo, staleTime: 30_000 });

export function useMemberInfo() {
  const signedIn = useSignedIn();
  return useQuery({ ...memberInfoQueryOptions(), enabled: signedIn });
}
