// The one query-key factory of the limits feature: member data, under MEMBER_KEY, dropped when the session ends.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export const limitsKeys = {
  all: [...MEMBER_KEY, 'limits'] as const,
  mine: () => [...limitsKeys.all, 'mine'] as const,
};
