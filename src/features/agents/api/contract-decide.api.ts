// POST /wps/agent/contracts/decide (agent session): accept or reject an offer, or terminate a contract.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contract, DecideBody } from '../../../../schemas/generated/agents.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const decideContract = (body: DecideBody) => apiPost<Contract>('/wps/agent/contracts/decide', body);

export const decideContractMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...agentsKeys.contracts(), 'decide'],
    mutationFn: decideContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });

export function useDecideContract() {
  return useMutation(decideContractMutationOptions(useQueryClient()));
}
