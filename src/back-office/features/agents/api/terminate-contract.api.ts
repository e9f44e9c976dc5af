// POST /bo/api/brands/:tenant/agents/contracts/:id/terminate (agents.write): an offer is withdrawn, a contract in
// force ends with its current period. Audited; answers the contract.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '../../../../../schemas/generated/agents.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const terminateContract = (tenantId: string, id: number) =>
  apiPost<Contract>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agents/contracts/${id}/terminate`, {});

export function useTerminateContract(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => terminateContract(tenantId, id),
    onSettled: () => client.invalidateQueries({ queryKey: agentsKeys.brand(tenantId) }),
  });
}
