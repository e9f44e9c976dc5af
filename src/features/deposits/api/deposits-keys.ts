// The one query-key factory of the deposits feature: the member's deposits and the methods offered to
// them, under MEMBER_KEY so they are dropped when the session ends.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export const depositsKeys = {
  all: [...MEMBER_KEY, 'deposits'] as const,
  methods: () => [...depositsKeys.all, 'methods'] as const,
  mine: () => [...depositsKeys.all, 'mine'] as const,
};
