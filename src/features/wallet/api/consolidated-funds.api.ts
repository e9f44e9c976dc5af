// GET /wps/member/info/funds/consolidated: the member's total funds (main wallet, game wallets, money
// held for withdrawals).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedFunds } from '../../../../schemas/generated/wallet.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchConsolidated = (signal?: AbortSignal) => apiGet<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal });

export const consolidatedQueryOptions = () => queryOptions({ queryKey: walletKeys.consolidated(), queryFn: ({ signal }) => fetchConsolidated(signal) });

export function useConsolidatedFunds() {
  return useQuery(consolidatedQueryOptions());
}
