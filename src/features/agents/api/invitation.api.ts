// GET /wps/agent/invitation (agent session): the agent's invitation code and link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchInvitation = (signal?: AbortSignal) => apiGet<Invitation>('/wps/agent/invitation', { signal });

export const invitationQueryOptions = () => queryOptions({ queryKey: agentsKeys.invitation(), queryFn: ({ signal }) => fetchInvitation(signal) });

export function useInvitation() {
  return useQuery({ ...invitationQueryOptions(), enabled: useSignedIn() });
}
