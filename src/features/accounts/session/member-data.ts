// Server data that belongs to the signed-in member. It is dropped from the query cache when the session
// ends or changes hands (logout, a 401, another sign-in), so one member never sees another's data.
import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export function clearMemberData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: [...MEMBER_KEY] });
  queryClient.removeQueries({ queryKey: [...MEMBER_KEY] });
}
