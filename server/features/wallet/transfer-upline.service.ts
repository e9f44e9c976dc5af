// Transfers between members of one tree (spec §2 transferUpline, §6): a member may send money to their
// direct upline or to anyone in their own downline, never sideways or to another tree, and only with
// the payment password. One wallet transfer (`member_transfer`), idempotent per sender and client key.
import type { TransferResult, TransferTargetsValue, TransferUplineBody } from '../../../schemas/generated/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from './wallet.service.ts';

const MAX_LISTED = 200;

/** The member tree, queried by the accounts feature (member-tree.repository.ts) and handed in by the composition root. */
export interface MemberTree {
  uplineAccount(tenantId: string, memberId: number): Promise<string | null>;
  downlineAccounts(tenantId: string, memberId: number, limit: number): Promise<string[]>;
  /** The id of the member with `accountKey` when it is the direct upline or in the downline of `memberId`; else null. */
  uplineOrDownlineId(tenantId: string, memberId: number, accountKey: string): Promise<number | null>;
}

export interface TransferUplinePorts {
  /** Throws paymentPasswordNotSet / paymentPasswordWrong / paymentPasswordLocked. */
  verifyPaymentPassword(tenantId: string, memberId: number, password: string): Promise<void>;
}

export class TransferUplineService {
  constructor(
    private readonly tree: MemberTree,
    private readonly wallet: WalletService,
    private readonly ports: TransferUplinePorts,
  ) {}

  async targets(tenant: TenantContext, memberId: number): Promise<TransferTargetsValue> {
    const [upline, downline, balance] = await Promise.all([
      this.tree.uplineAccount(tenant.id, memberId),
      this.tree.downlineAccounts(tenant.id, memberId, MAX_LISTED),
      this.wallet.balance(tenant.id, memberId, tenant.config.currency.code),
    ]);
    return { upline, downline, balance: balance.sumBalance };
  }

  async transfer(tenant: TenantContext, memberId: number, body: TransferUplineBody): Promise<TransferResult> {
    const targetId = await this.tree.uplineOrDownlineId(tenant.id, memberId, body.targetAccount.trim().toLowerCase());
    if (targetId === null) throw new AppError(400, 'transferTargetNotAllowed');
    await this.ports.verifyPaymentPassword(tenant.id, memberId, body.paymentPassword);
    const currency = tenant.config.currency.code;
    await this.wallet.ensurePlayerWallet(tenant.id, targetId, currency);
    const moved = await this.wallet.transfer({
      tenantId: tenant.id,
      idempotencyKey: `member-transfer:${memberId}:${body.idempotencyKey}`,
      kind: 'member_transfer',
      from: { kind: 'player', memberId },
      to: { kind: 'player', memberId: targetId },
      amount: body.amount,
      currency,
      metadata: { target: body.targetAccount },
    });
    return { amount: moved.amount, targetAccount: body.targetAccount.trim(), balance: moved.fromBalanceAfter };
  }
}
