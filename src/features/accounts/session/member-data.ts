// Server data that belongs to the signed-in member. It is dropped from the query cache when the session
// ends or changes hands (logout, a 401, another sign-in), so one member never sees another's data.
import type { QueryClient } from '@tanstack/react-query';

/** Query-key roots of member-owned data: member info and everything under the wallet. */
export const MEMBER_DATA_KEY_ROOTS = [['member'], ['wallet']] as const;

export function clearMemberData(queryClient: QueryClient): void {
  for (const queryKey of MEMBER_DATA_KEY_ROOTS) {
    void queryClient.cancelQueries({ queryKey: [...queryKey] });
    queryClient.removeQueries({ queryKey: [...queryKey] });
  }
}
