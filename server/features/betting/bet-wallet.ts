// The money of play. Every stake of every game and vendor goes through ONE database function,
// game_stake (migration 2026_11_25_0600): the seamless wallet's bet calls it, and so will every later
// way to stake (lottery). Player-protection limits (loss limits, self-exclusion, reality checks) belong
// there, checked in the same transaction as the debit. Wins (game_win, with the jackpot) and refunds
// (game_refund) live beside it. This class hands those functions the brand's terms from its tenant
// file, and reads the jackpot pool.
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { houseShardOf } from '../wallet/house-shard.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

export const DEFAULT_CONTRIBUTION_BPS = 100;
export const DEFAULT_WIN_SHARE_BPS = 5000;

/** What the game money functions need to know of the brand and the member. */
export interface PlayTerms {
  currency: string;
  /** Share of a real-money stake that goes to the jackpot pool, basis points. */
  contributionBps: number;
  /** Share of the pool a jackpot hit pays, basis points. */
  winShareBps: number;
  /** The member's row of each house account (ledger rowOf). */
  shard: number;
}

export class BetWallet {
  constructor(private readonly wallet: WalletService) {}

  terms(tenant: TenantContext, memberId: number): PlayTerms {
    const jackpot = tenant.config.games.jackpot;
    return {
      currency: tenant.config.currency.code,
      contributionBps: jackpot?.contributionBasisPoints ?? DEFAULT_CONTRIBUTION_BPS,
      winShareBps: jackpot?.winShareBasisPoints ?? DEFAULT_WIN_SHARE_BPS,
      shard: houseShardOf(memberId),
    };
  }

  /** The operator's one-time seed of the jackpot pool (tenant file games.jackpot.seedAmount), from promotions. */
  async seedJackpot(tenant: TenantContext): Promise<void> {
    const amount = tenant.config.games.jackpot?.seedAmount ?? 0;
    if (amount <= 0) return;
    await this.wallet.transfer({
      tenantId: tenant.id,
      idempotencyKey: 'jackpot_seed',
      kind: 'jackpot_seed',
      from: { kind: 'house', code: 'promotions' },
      to: { kind: 'house', code: 'jackpot_pool' },
      amount,
      currency: tenant.config.currency.code,
    });
  }

  async pool(tenant: TenantContext): Promise<number> {
    return this.wallet.houseBalance(tenant.id, 'jackpot_pool', tenant.config.currency.code);
  }
}
