// GET /wps/agent/contracts/page (agent session): a contract kind's terms, current progress and past payouts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractPage, ContractPageQuery } from '../../../../schemas/generated/agents.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { agentsKeys } from './agents-keys.ts';

export type ContractKind = ContractPageQuery['kind'];

export const fetchContractPage = (kind: ContractKind, page: number, signal?: AbortSignal) =>
  apiGet<ContractPage>('/wps/agent/contracts/page', { params: { kind, page, size: 15 }, signal });

export const contractPageQueryOptions = (kind: ContractKind, page: number) =>
  queryOptions({ queryKey: agentsKeys.contractPage(kind, page), queryFn: ({ signal }) => fetchContractPage(kind, page, signal), staleTime: 0 });

export function useContractPage(kind: ContractKind, page: number) {
  return useQuery({ ...contractPageQueryOptions(kind, page), enabled: useSignedIn(), placeholderData: keepPreviousData, refetchInterval: 60_000 });
}
