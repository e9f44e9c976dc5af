// The one query-key factory of the wallet feature. Everything sits under ['wallet'], a root the session
// code drops on logout (accounts/session/member-data.ts) and the pages invalidate after a transfer (the
// header balance, ['wallet', 'balance'], is under it too).
import type { RecordType } from '../../../../schemas/generated/wallet.ts';

export interface RecordsQuery {
  type?: RecordType;
  from: string;
  to: string;
  pageNo: number;
}

export const walletKeys = {
  all: ['wallet'] as const,
  records: () => ['wallet', 'records'] as const,
  recordsPage: (q: RecordsQuery) => [...walletKeys.records(), q] as const,
  transferTargets: () => ['wallet', 'transfer-targets'] as const,
  wallets: () => ['wallet', 'wallets'] as const,
  consolidated: () => ['wallet', 'consolidated'] as const,
};
