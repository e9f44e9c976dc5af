// The shard rule of house accounts, in its own file because more than the ledger repository needs
// it: the seamless wallet (betting/bet-wallet.ts) names the shard its bets will use, and features
// may import another feature's rules but never its repository.

/**
 * Rows per house account that movements with members spread over (at most 64, the table's CHECK).
 * A member's movements always use the same shard, so a house account costs at most this many rows
 * per tenant and currency, and transfers of different members rarely wait for each other. Changing
 * it later is safe: a house account's balance is the sum of all its rows, whichever were used.
 */
export const HOUSE_SHARDS = 16;

/** The shard of every house account that a member's movements use. */
export const houseShardOf = (memberId: number) => memberId % HOUSE_SHARDS;
