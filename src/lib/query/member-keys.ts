// Query-key roots shared by every feature. Everything owned by the signed-in member sits under
// MEMBER_KEY, so one removal when the session ends or changes hands (logout, a 401, another sign-in)
// drops all of it and the next person on the browser never sees the last member's lists. Brand data
// (catalogue, jackpot, settings) lives under other roots and survives.
export const MEMBER_KEY = ['member'] as const;

/** The member's money: the header balance and every wallet view. Invalidated after any money movement. */
export const MEMBER_MONEY_KEY = [...MEMBER_KEY, 'wallet'] as const;
