// Game wallets (spec §2 transferFund, §3 merchant wallet and consolidated funds, §7 GCS_merchantWallet,
// GCS_walletTransfer): most vendors play from the main wallet (isSingle); the ones the brand lists in
// cashier.gameWallets keep their own balance, filled and emptied by the player. Every move is one
// ledger transfer between the member's own accounts, once per client key.
import type { ConsolidatedFunds, MerchantWalletValue, WalletsValue, WalletTransferBody } from '../../../schemas/generated/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from './wallet.service.ts';

function brandVendors(tenant: TenantContext): string[] {
  return [...new Set(tenant.config.games.categories.flatMap((c) => c.vendors))];
}

function gameWalletVendors(tenant: TenantContext): string[] {
  const shown = new Set(brandVendors(tenant));
  return (tenant.config.cashier?.gameWallets ?? []).filter((v) => shown.has(v));
}

/** Reads of a game balance that keeps changing under a "return all" before giving up. */
const RETURN_ALL_ROUNDS = 5;

export class GameWalletsService {
  constructor(private readonly wallet: WalletService) {}

  merchantWallet(tenant: TenantContext): MerchantWalletValue {
    const own = new Set(gameWalletVendors(tenant));
    return brandVendors(tenant).map((vassalage) => ({ vassalage, isSingle: !own.has(vassalage) }));
  }

  async wallets(tenant: TenantContext, memberId: number): Promise<WalletsValue> {
    const currency = tenant.config.currency.code;
    const [main, games] = await Promise.all([
      this.wallet.balance(tenant.id, memberId, currency),
      this.wallet.gameBalances(tenant.id, memberId, currency, gameWalletVendors(tenant)),
    ]);
    return { currency, main: main.sumBalance, games };
  }

  async consolidated(tenant: TenantContext, memberId: number): Promise<ConsolidatedFunds> {
    const currency = tenant.config.currency.code;
    const [{ main, games }, held] = await Promise.all([this.wallets(tenant, memberId), this.wallet.held(tenant.id, memberId, currency)]);
    const inGames = games.reduce((sum, g) => sum + g.balance, 0);
    return { currency, main, games: inGames, held, total: main + inGames + held };
  }

  /** Moves money between the main wallet and game wallets; answers the wallets afterwards. */
  async transfer(tenant: TenantContext, memberId: number, body: WalletTransferBody): Promise<WalletsValue> {
    const currency = tenant.config.currency.code;
    const vendors = gameWalletVendors(tenant);
    if (body.direction === 'returnAll') {
      for (const vendor of vendors) await this.#returnAll(tenant.id, memberId, currency, vendor, body.idempotencyKey);
      return this.wallets(tenant, memberId);
    }
    if (!body.vendor || !vendors.includes(body.vendor)) throw new AppError(400, 'gameWalletUnknown');
    if (!body.amount)
      throw new AppError(400, 'validation', {
        fields: [{ field: 'amount', code: 'required', messageKey: 'validation.required', params: { field: 'deposit.amount' } }],
      });
    const main = { kind: 'player' as const, memberId };
    const game = { kind: 'game' as const, memberId, vendor: body.vendor };
    const [from, to, kind] = body.direction === 'in' ? [main, game, 'game_wallet_in'] : [game, main, 'game_wallet_out'];
    await this.wallet.transfer({
      tenantId: tenant.id,
      idempotencyKey: `game-wallet:${memberId}:${body.idempotencyKey}`,
      kind,
      from,
      to,
      amount: body.amount,
      currency,
    });
    return this.wallets(tenant, memberId);
  }

  /**
   * Empties one game wallet. "Return all" means "leave nothing there", so a wallet another request has
   * just emptied is a success with nothing moved, not insufficientFunds: the balance read here can be
   * gone by the time the transfer runs, and then it is read again (a changed amount needs a new key).
   */
  async #returnAll(tenantId: string, memberId: number, currency: string, vendor: string, clientKey: string): Promise<void> {
    for (let round = 0; round < RETURN_ALL_ROUNDS; round++) {
      const [{ balance }] = await this.wallet.gameBalances(tenantId, memberId, currency, [vendor]);
      if (!balance) return;
      // The key per vendor makes a retried "return all" move each balance once.
      const idempotencyKey = `game-wallet:${memberId}:${clientKey}:${vendor}${round ? `:${round}` : ''}`;
      try {
        await this.wallet.transfer({
          tenantId,
          idempotencyKey,
          kind: 'game_wallet_out',
          from: { kind: 'game', memberId, vendor },
          to: { kind: 'player', memberId },
          amount: balance,
          currency,
        });
        return;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'insufficientFunds')) throw err;
      }
    }
    throw new AppError(409, 'insufficientFunds');
  }
}
