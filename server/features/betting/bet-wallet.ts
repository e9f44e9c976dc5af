// The money side of play. placeBet is the ONE function every stake of every game and vendor passes
// through (seamless calls, the built-in studio, later lottery): player-protection limits (deposit and
// loss limits, self-exclusion, reality checks) belong here, before the wallet moves. Every function
// runs inside the caller's transaction so the movement commits with the vendor transaction record.
import type { Db } from '../../db/database.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { HouseCode } from '../wallet/wallet.types.ts';
import { BettingRepository } from './betting.repository.ts';

export const DEFAULT_CONTRIBUTION_BPS = 100;
export const DEFAULT_WIN_SHARE_BPS = 5000;

export interface Stake {
  tenant: TenantContext;
  memberId: number;
  amount: number;
  /** Unique per movement; the ledger applies it once. */
  key: string;
  /** A trial (free-play) account plays against the house's free-play account, never the real books. */
  trial: boolean;
  metadata: Record<string, unknown>;
}

const houseOf = (trial: boolean): HouseCode => (trial ? 'freeplay' : 'game_bets');

/** The part of a real-money stake that goes to the jackpot pool (0 for trial play). */
const jackpotShare = (s: Pick<Stake, 'tenant' | 'amount' | 'trial'>) =>
  s.trial ? 0 : Math.floor((s.amount * (s.tenant.config.games.jackpot?.contributionBasisPoints ?? DEFAULT_CONTRIBUTION_BPS)) / 10_000);
const player = (memberId: number) => ({ kind: 'player' as const, memberId });

export class BetWallet {
  constructor(private readonly wallet: WalletService) {}

  /**
   * Debits a stake (409 insufficientFunds, nothing written, when the balance is short). A real-money
   * stake adds the brand's share to the jackpot pool, in the same transaction and on the member's shards.
   */
  async placeBet(trx: Db, s: Stake): Promise<{ balance: number }> {
    const wallet = this.wallet.within(trx);
    const currency = s.tenant.config.currency.code;
    const bet = await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: s.key, kind: 'bet', from: player(s.memberId), to: { kind: 'house', code: houseOf(s.trial) }, amount: s.amount, currency, metadata: s.metadata });
    const share = jackpotShare(s);
    if (share > 0) {
      await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: `${s.key}:jp`, kind: 'jackpot_contribution', from: { kind: 'house', code: 'game_bets' }, to: { kind: 'house', code: 'jackpot_pool' }, amount: share, currency, onBehalfOf: s.memberId, metadata: s.metadata });
    }
    return { balance: bet.fromBalanceAfter };
  }

  /** Credits a win from the house side the stake went to. */
  async payWin(trx: Db, s: Stake): Promise<{ balance: number }> {
    const wallet = this.wallet.within(trx);
    const win = await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: s.key, kind: 'win', from: { kind: 'house', code: houseOf(s.trial) }, to: player(s.memberId), amount: s.amount, currency: s.tenant.config.currency.code, metadata: s.metadata });
    return { balance: win.toBalanceAfter };
  }

  /**
   * Pays the brand's share of the jackpot pool as it stands now; 0 when the pool is empty. Takes the
   * brand's jackpot lock first (jackpot payouts take turns, each reading what the last one left), so
   * call it before any other movement of the transaction: a row lock held while waiting for it could
   * close a deadlock cycle.
   */
  async payJackpot(trx: Db, s: Omit<Stake, 'amount' | 'trial'>): Promise<number> {
    await new BettingRepository(trx).lockJackpot(s.tenant.id);
    const wallet = this.wallet.within(trx);
    const currency = s.tenant.config.currency.code;
    const pool = await wallet.houseBalance(s.tenant.id, 'jackpot_pool', currency);
    const amount = Math.floor((pool * (s.tenant.config.games.jackpot?.winShareBasisPoints ?? DEFAULT_WIN_SHARE_BPS)) / 10_000);
    if (amount <= 0) return 0;
    await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: s.key, kind: 'jackpot_win', from: { kind: 'house', code: 'jackpot_pool' }, to: player(s.memberId), amount, currency, metadata: s.metadata });
    return amount;
  }

  /** Returns a stake (and takes its jackpot share back out of the pool). */
  async refundBet(trx: Db, s: Stake): Promise<void> {
    const wallet = this.wallet.within(trx);
    const currency = s.tenant.config.currency.code;
    await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: s.key, kind: 'rollback', from: { kind: 'house', code: houseOf(s.trial) }, to: player(s.memberId), amount: s.amount, currency, metadata: s.metadata });
    const share = jackpotShare(s);
    if (share > 0) {
      await wallet.transfer({ tenantId: s.tenant.id, idempotencyKey: `${s.key}:jp`, kind: 'jackpot_contribution_reversal', from: { kind: 'house', code: 'jackpot_pool' }, to: { kind: 'house', code: 'game_bets' }, amount: share, currency, onBehalfOf: s.memberId, metadata: s.metadata });
    }
  }

  async balance(trx: Db, tenant: TenantContext, memberId: number): Promise<number> {
    return (await this.wallet.within(trx).balance(tenant.id, memberId, tenant.config.currency.code)).sumBalance;
  }

  /** The operator's one-time seed of the jackpot pool (tenant file games.jackpot.seedAmount), from promotions. */
  async seedJackpot(tenant: TenantContext): Promise<void> {
    const amount = tenant.config.games.jackpot?.seedAmount ?? 0;
    if (amount <= 0) return;
    await this.wallet.transfer({ tenantId: tenant.id, idempotencyKey: 'jackpot_seed', kind: 'jackpot_seed', from: { kind: 'house', code: 'promotions' }, to: { kind: 'house', code: 'jackpot_pool' }, amount, currency: tenant.config.currency.code });
  }

  async pool(tenant: TenantContext): Promise<number> {
    return this.wallet.houseBalance(tenant.id, 'jackpot_pool', tenant.config.currency.code);
  }
}
