// GET /wps/agent/contracts (agent session): the contracts the agent holds and gave, the kinds on, its caps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contracts } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export const fetchContracts = (signal?: AbortSignal) => apiGet<Contracts>('/wps/agent/contracts', { signal });

export const contractsQueryOptions = () => queryOptions({ queryKey: agentsKeys.contracts(), queryFn: ({ signal }) => fetchContracts(signal), staleTime: 0 });

export function useContracts() {
  return useQuery({ ...contractsQueryOptions(), enabled: useSignedIn() });
}
