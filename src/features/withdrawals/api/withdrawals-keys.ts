// The one query-key factory of the withdrawals feature. Everything sits under ['withdrawals'], so one
// invalidation after a request, a card or a confirmation refreshes the page.
export const withdrawalsKeys = {
  all: ['withdrawals'] as const,
  info: () => [...withdrawalsKeys.all, 'info'] as const,
  mine: () => [...withdrawalsKeys.all, 'mine'] as const,
};
