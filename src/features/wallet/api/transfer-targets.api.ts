// GET /wps/member/transfer-upline: whom the member may send money to (the direct upline, the own
// downline) and the balance. The server decides who is allowed; the page only offers those.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferTargetsValue } from '../../../../schemas/generated/wallet.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchTransferTargets = (signal?: AbortSignal) => apiGet<TransferTargetsValue>('/wps/member/transfer-upline', { signal });

export const transferTargetsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.transferTargets(), queryFn: ({ signal }) => fetchTransferTargets(signal) });

export function useTransferTargets() {
  return useQuery(transferTargetsQueryOptions());
}
