// The one query-key factory of the accounts feature. The member's own data sits under the roots that
// session/member-data.ts drops on logout, a 401 or another sign-in (['member'], ['wallet']); brand data
// that is the same for every visitor (registration rules, the host's permission answer) does not.
export const accountsKeys = {
  memberInfo: () => ['member', 'info'] as const,
  /** Under ['wallet'] so every wallet change (deposit credited, transfer) refreshes the header balance too. */
  balance: () => ['wallet', 'balance'] as const,
  registerSettings: () => ['register', 'settings'] as const,
  permission: () => ['system', 'permission'] as const,
};
