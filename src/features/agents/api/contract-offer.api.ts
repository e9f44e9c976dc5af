// POST /wps/agent/contracts (agent session): offer a direct downline a contract (or new terms from the next period).
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contract, OfferBody } from '../../../../schemas/generated/agents.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const offerContract = (body: OfferBody) => apiPost<Contract>('/wps/agent/contracts', body);

export const offerContractMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...agentsKeys.contracts(), 'offer'],
    mutationFn: offerContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });

export function useOfferContract() {
  return useMutation(offerContractMutationOptions(useQueryClient()));
}
