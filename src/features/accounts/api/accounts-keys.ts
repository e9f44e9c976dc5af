// The one query-key factory of the accounts feature. The member's own data sits under MEMBER_KEY, which
// session/member-data.ts drops on logout, a 401 or another sign-in; brand data that is the same for
// every visitor (registration rules, the host's permission answer) does not.
import { MEMBER_KEY, MEMBER_MONEY_KEY } from '../../../lib/query/member-keys.ts';

export const accountsKeys = {
  memberInfo: () => [...MEMBER_KEY, 'info'] as const,
  /** My account: the profile, the avatar (and its choices), the sign-in history. */
  profile: () => [...MEMBER_KEY, 'profile'] as const,
  avatar: () => [...MEMBER_KEY, 'avatar'] as const,
  avatarChoices: () => [...MEMBER_KEY, 'avatar', 'choices'] as const,
  logins: (size: number) => [...MEMBER_KEY, 'logins', size] as const,
  /** Under MEMBER_MONEY_KEY so every money movement (deposit credited, transfer) refreshes the header balance too. */
  balance: () => [...MEMBER_MONEY_KEY, 'balance'] as const,
  registerSettings: () => ['register', 'settings'] as const,
  permission: () => ['system', 'permission'] as const,
};
