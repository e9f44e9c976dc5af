// When the server answers 401 to any query or mutation (idle or absolute timeout, logout in another
// tab, a revoked session), this tab is no longer signed in: the session state is cleared and the
// member's data dropped, so the header and the route guard follow at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-client.ts';
import { clearMemberData } from './member-data.ts';
import { clearSession, useSessionStore } from '../../../lib/session/session.store.ts';

/** A 401 that means "no session" (a failed sign-in is a 401 too, with its own code). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';

export function SessionExpiryWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isUnauthorized(error) || !useSessionStore.getState().signedIn) return;
      clearSession();
      clearMemberData(queryClient);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
  return null;
}
