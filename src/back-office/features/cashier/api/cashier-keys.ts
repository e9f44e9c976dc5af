export const cashierKeys = {
  all: ['bo', 'cashier'] as const,
  lists: () => [...cashierKeys.all, 'list'] as const,
  list: (tab: string, status: string, page: number) => [...cashierKeys.lists(), tab, status, page] as const,
};
