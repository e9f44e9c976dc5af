// The one query-key factory of the jackpot feature (the pool and the winner board).
export const jackpotKeys = {
  pool: ['jackpot', 'pool'] as const,
  winners: (language: string) => ['jackpot', 'winners', language] as const,
};

/** Both readings refresh on their own this often while the home page is open. */
export const JACKPOT_REFRESH_MS = 15_000;
