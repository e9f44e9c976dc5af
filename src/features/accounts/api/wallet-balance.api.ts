// GET /wps/v2/wallets/balance: the signed-in member's balance (sumBalance in minor units). Not asked
// while a forced password change is pending (the server refuses it then) or without a session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '../../../../schemas/generated/wallet.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { useSessionStore } from '../../../lib/session/session.store.ts';
import { accountsKeys } from './accounts-keys.ts';

export const fetchBalance = (signal?: AbortSignal): Promise<WalletBalance> => apiGet<WalletBalance>('/wps/v2/wallets/balance', { signal });

export const balanceQueryOptions = () => queryOptions({ queryKey: accountsKeys.balance(), queryFn: ({ signal }) => fetchBalance(signal), staleTime: 15_000 });

export function useBalance(enabled = true) {
  const ready = useSessionStore((s) => s.signedIn && !s.passwordChangeDue);
  return useQuery({ ...balanceQueryOptions(), enabled: ready && enabled });
}
