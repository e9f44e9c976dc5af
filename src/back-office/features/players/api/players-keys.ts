// Query keys of the players pages: everything of one brand under one root, each player's page and
// lists under the player, so an action refreshes exactly that player (and the search, for the status).
export type PlayerListName = 'ledger' | 'deposits' | 'withdrawals' | 'bets' | 'logins' | 'notes' | 'limits' | 'exclusions';

const all = ['bo', 'players'] as const;
const brand = (tenantId: string) => [...all, tenantId] as const;
const player = (tenantId: string, id: number) => [...brand(tenantId), 'player', id] as const;

export const playersKeys = {
  all,
  brand,
  search: (tenantId: string, q: string, field: string, page: number) => [...brand(tenantId), 'search', q, field, page] as const,
  player,
  list: (tenantId: string, id: number, list: PlayerListName, page: number) => [...player(tenantId, id), list, page] as const,
};
