// The one query-key factory of the betting feature (the member's bet records and profit/loss): member
// data, so under MEMBER_KEY and dropped when the session ends.
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export interface BetRecordsQuery {
  from: string;
  to: string;
  pageNo: number;
  gameType?: CategoryId;
  language: string;
}

// A type alias, not an interface: it is passed as the request's params, which need an index signature.
export type ProfitQuery = { from: string; to: string };

export const bettingKeys = {
  all: [...MEMBER_KEY, 'betting'] as const,
  records: (q: BetRecordsQuery) => [...bettingKeys.all, 'records', q] as const,
  profit: (q: ProfitQuery) => [...bettingKeys.all, 'profit', q] as const,
};
