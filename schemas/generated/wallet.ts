/* Generated from schemas/api/wallet.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * An amount in the currency's minor units.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "MinorUnits".
 */
export type MinorUnits = number;
/**
 * ISO 4217 code of the tenant's currency (tenant config currency.code).
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "CurrencyCode".
 */
export type CurrencyCode = string;

/**
 * Shapes of the wallet endpoints. Money is always an integer number of minor units (cents, đồng…), never a float; the client formats it with the tenant's currency.
 */
export interface WalletApi {}
/**
 * GET /wps/v2/wallets/balance: the signed-in member's wallet balance; 0 before the first movement.
 *
 * This interface was referenced by `WalletApi`'s JSON-Schema
 * via the `definition` "WalletBalance".
 */
export interface WalletBalance {
  /**
   * Integer minor units of the tenant currency; a player balance is never negative.
   */
  sumBalance: number;
  currency: CurrencyCode;
}
