// POST /wps/relay/GCS_walletTransfer: move money between the main wallet and a game wallet, or return
// every game wallet into the main one; the value is the wallets afterwards.
import type { WalletsValue, WalletTransferBody } from '../../../../schemas/generated/wallet.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const moveGameWallet = (body: WalletTransferBody) => apiPost<WalletsValue>('/wps/relay/GCS_walletTransfer', body);
