// GET /wps/v2/wallets: the main wallet and each game wallet of the brand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletsValue } from '../../../../schemas/generated/wallet.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchWallets = (signal?: AbortSignal) => apiGet<WalletsValue>('/wps/v2/wallets', { signal });

export const walletsQueryOptions = () => queryOptions({ queryKey: walletKeys.wallets(), queryFn: ({ signal }) => fetchWallets(signal) });

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
