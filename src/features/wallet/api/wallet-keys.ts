// The one query-key factory of the wallet feature. Everything sits under MEMBER_MONEY_KEY, which the
// session code drops on logout (lib/query/member-keys.ts) and the pages invalidate after a transfer (the
// header balance is under it too).
import type { RecordType } from '../../../../schemas/generated/wallet.ts';
import { MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';

export interface RecordsQuery {
  type?: RecordType;
  from: string;
  to: string;
  pageNo: number;
}

export const walletKeys = {
  all: MEMBER_MONEY_KEY,
  records: () => [...MEMBER_MONEY_KEY, 'records'] as const,
  recordsPage: (q: RecordsQuery) => [...walletKeys.records(), q] as const,
  transferTargets: () => [...MEMBER_MONEY_KEY, 'transfer-targets'] as const,
  wallets: () => [...MEMBER_MONEY_KEY, 'wallets'] as const,
  consolidated: () => [...MEMBER_MONEY_KEY, 'consolidated'] as const,
};
