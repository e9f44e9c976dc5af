// The one query-key factory of the agents feature: everything is the signed-in agent's own, under MEMBER_KEY
// (dropped on logout, a 401 or another sign-in).
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

const root = [...MEMBER_KEY, 'agents'] as const;

export const agentsKeys = {
  all: root,
  overview: (range: string, from: string, to: string) => [...root, 'overview', range, from, to] as const,
  loss: (range: string) => [...root, 'loss', range] as const,
  team: (search: string, level: number, page: number) => [...root, 'team', search, level, page] as const,
  invitation: () => [...root, 'invitation'] as const,
  contracts: () => [...root, 'contracts'] as const,
  contractPage: (kind: string, page: number) => [...root, 'contracts', 'page', kind, page] as const,
  income: (page: number) => [...root, 'income', page] as const,
  teamBets: (q: object) => [...root, 'teamBets', q] as const,
  teamTransactions: (q: object) => [...root, 'teamTransactions', q] as const,
};
