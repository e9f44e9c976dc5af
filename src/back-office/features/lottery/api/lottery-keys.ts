// The one query-key factory of the back office's lottery draws page.
const root = ['bo', 'lotteryDraws'] as const;

export const lotteryDrawsKeys = {
  all: root,
  brand: (tenantId: string) => [...root, tenantId] as const,
  list: (tenantId: string, gameCode: string, state: string, page: number) => [...root, tenantId, gameCode, state, page] as const,
};
