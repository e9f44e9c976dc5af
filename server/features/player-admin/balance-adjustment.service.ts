// Staff correct a player's balance (back office, issue 16 item 5): one ledger transfer between the
// player's wallet and the brand's house "adjustments" account, through the wallet service. The page
// makes an idempotency key when the adjustment is confirmed; the ledger applies a key once, so a
// retried click, a double submit or 50 racing copies move the money once, and only the request that
// moved it writes the audit line. A debit never takes the wallet below zero (the ledger's funds
// condition): it is refused with the balance in the message and nothing is written. No Express, no SQL.
import type { AdjustRequest, AdjustValue } from '../../../schemas/generated/player-admin.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { AppError } from '../../http/app-error.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AccountRef } from '../wallet/wallet.types.ts';
import { playerSubject } from './player-actions.service.ts';
import type { PlayerScope } from './player-scope.ts';

export const ADJUSTMENT_KIND = 'adjustment';
const HOUSE: AccountRef = { kind: 'house', code: 'adjustments' };

export class BalanceAdjustmentService {
  constructor(
    private readonly scope: PlayerScope,
    private readonly wallet: WalletService,
    private readonly staff: StaffAccountsService,
  ) {}

  async adjust(actor: StaffActor, tenantId: string, memberId: number, request: AdjustRequest): Promise<AdjustValue> {
    const { tenant, profile } = await this.scope.player(actor, tenantId, memberId);
    // A free-play account holds demo money from the house 'freeplay' account; real money has no place there.
    if (profile.type === TRIAL_ACCOUNT_TYPE) throw new AppError(409, 'adjustTrialAccount');
    const player: AccountRef = { kind: 'player', memberId };
    const credit = request.direction === 'credit';
    const reason = request.reason.trim();
    const { code: currency, symbol, minorUnits } = tenant.config.currency;
    let transfer;
    try {
      transfer = await this.wallet.transfer({
        tenantId,
        // Per member of staff: a key is one person's click, and nobody can replay (or block) another's.
        idempotencyKey: `adjust:${actor.session.staffId}:${request.idempotencyKey}`,
        kind: ADJUSTMENT_KIND,
        from: credit ? HOUSE : player,
        to: credit ? player : HOUSE,
        amount: request.amount,
        currency,
        metadata: { reason, staff: actor.session.username, staffId: actor.session.staffId },
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficientFunds') {
        const { sumBalance } = await this.wallet.balance(tenantId, memberId, currency);
        throw new AppError(409, 'adjustBalanceTooLow', { params: { balance: formatMinorUnits(sumBalance, { symbol, minorUnits }) } });
      }
      throw err;
    }
    if (!transfer.replayed) {
      await this.staff.record(actor, {
        action: 'player.adjust',
        tenantId,
        subject: playerSubject(profile),
        note: reason,
        detail: { memberId, direction: request.direction, amount: request.amount, currency, transferId: transfer.id },
      });
    }
    return { transferId: transfer.id, replayed: transfer.replayed, wallet: await this.scope.wallet(tenant, memberId) };
  }
}
