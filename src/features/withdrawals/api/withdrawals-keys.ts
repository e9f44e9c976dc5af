// The one query-key factory of the withdrawals feature. Everything sits under one root, so one
// invalidation after a request, a card or a confirmation refreshes the page; it is member data, so it
// sits under MEMBER_KEY and is dropped when the session ends.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export const withdrawalsKeys = {
  all: [...MEMBER_KEY, 'withdrawals'] as const,
  info: () => [...withdrawalsKeys.all, 'info'] as const,
  mine: () => [...withdrawalsKeys.all, 'mine'] as const,
  paymentPassword: () => [...withdrawalsKeys.all, 'payment-password'] as const,
};
