// The one query-key factory of the exclusion feature: member data, dropped when the session ends.
import { MEMBER_KEY } from '../../../lib/query/member-keys.ts';

export const exclusionKeys = {
  all: [...MEMBER_KEY, 'responsible-gaming'] as const,
  state: () => [...exclusionKeys.all, 'state'] as const,
  session: () => [...exclusionKeys.all, 'session'] as const,
};
