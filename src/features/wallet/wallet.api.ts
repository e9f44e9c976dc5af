// The account-records and member-transfer endpoints as typed calls and query keys.
import type { ConsolidatedFunds, RecordType, TransactionPage, TransferResult, TransferTargetsValue, TransferUplineBody, WalletsValue, WalletTransferBody } from '../../../schemas/generated/wallet.ts';
import { apiGet, apiPost } from '../../lib/api/api-client.ts';

export interface RecordsQuery {
  type?: RecordType;
  from: string;
  to: string;
  pageNo: number;
}

export const recordKeys = {
  all: ['wallet', 'records'] as const,
  page: (q: RecordsQuery) => [...recordKeys.all, q] as const,
};

export const fetchRecords = (q: RecordsQuery, signal?: AbortSignal) =>
  apiGet<TransactionPage>('/wps/member/transactions', { params: { type: q.type, from: q.from, to: q.to, pageNo: q.pageNo }, signal });

export const transferKeys = { targets: ['wallet', 'transfer-targets'] as const };
export const fetchTransferTargets = (signal?: AbortSignal) => apiGet<TransferTargetsValue>('/wps/member/transfer-upline', { signal });
export const transferToMember = (body: TransferUplineBody) => apiPost<TransferResult>('/wps/member/transfer-upline', body);

export const walletKeys = { wallets: ['wallet', 'wallets'] as const, consolidated: ['wallet', 'consolidated'] as const };
export const fetchWallets = (signal?: AbortSignal) => apiGet<WalletsValue>('/wps/v2/wallets', { signal });
export const fetchConsolidated = (signal?: AbortSignal) => apiGet<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal });
export const moveGameWallet = (body: WalletTransferBody) => apiPost<WalletsValue>('/wps/relay/GCS_walletTransfer', body);
