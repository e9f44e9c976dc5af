// Transfers between members of one tree (spec §2 transferUpline, §6): a member may send money to their
// direct upline or to anyone in their own downline, never sideways or to another tree, and only with
// the payment password. One wallet transfer (`member_transfer`), idempotent per sender and client key.
import { sql } from 'kysely';
import type { TransferResult, TransferTargetsValue, TransferUplineBody } from '../../../schemas/generated/wallet.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from './wallet.service.ts';

const TRIAL_ACCOUNT_TYPE = 4;
/** Deeper trees exist only by mistake; the walk stops here rather than run away. */
const MAX_DEPTH = 32;
const MAX_LISTED = 200;

export interface TransferUplinePorts {
  /** Throws paymentPasswordNotSet / paymentPasswordWrong / paymentPasswordLocked. */
  verifyPaymentPassword(tenantId: string, memberId: number, password: string): Promise<void>;
}

export class TransferUplineService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly ports: TransferUplinePorts,
  ) {}

  async targets(tenant: TenantContext, memberId: number): Promise<TransferTargetsValue> {
    const [upline, downline, balance] = await Promise.all([
      sql<{ account: string }>`
        select u.account from members m join members u on u.tenant_id = m.tenant_id and u.id = m.upline_id
        where m.tenant_id = ${tenant.id} and m.id = ${BigInt(memberId)} and u.type <> ${TRIAL_ACCOUNT_TYPE}`.execute(this.db),
      sql<{ account: string }>`${this.#downline(tenant.id, memberId)} select account from tree order by depth, account limit ${MAX_LISTED}`.execute(this.db),
      this.wallet.balance(tenant.id, memberId, tenant.config.currency.code),
    ]);
    return { upline: upline.rows[0]?.account ?? null, downline: downline.rows.map((r) => r.account), balance: balance.sumBalance };
  }

  async transfer(tenant: TenantContext, memberId: number, body: TransferUplineBody): Promise<TransferResult> {
    const targetId = await this.#allowedTarget(tenant.id, memberId, body.targetAccount.trim().toLowerCase());
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

  /** The member's downline as a recursive CTE named `tree` (id, account, depth); real accounts only. */
  #downline(tenantId: string, memberId: number) {
    return sql`
      with recursive tree(id, account, depth) as (
        select id, account, 1 from members where tenant_id = ${tenantId} and upline_id = ${BigInt(memberId)} and type <> ${TRIAL_ACCOUNT_TYPE}
        union all
        select m.id, m.account, tree.depth + 1 from members m join tree on m.upline_id = tree.id
        where m.tenant_id = ${tenantId} and m.type <> ${TRIAL_ACCOUNT_TYPE} and tree.depth < ${MAX_DEPTH})`;
  }

  /** The target's id when it is the direct upline or in the downline of `memberId`; else null. */
  async #allowedTarget(tenantId: string, memberId: number, accountKey: string): Promise<number | null> {
    const found = await sql<{ id: bigint }>`
      ${this.#downline(tenantId, memberId)}
      select t.id from members t
      where t.tenant_id = ${tenantId} and t.account_key = ${accountKey} and t.id <> ${BigInt(memberId)} and t.type <> ${TRIAL_ACCOUNT_TYPE}
        and (t.id = (select upline_id from members where tenant_id = ${tenantId} and id = ${BigInt(memberId)}) or t.id in (select id from tree))`.execute(this.db);
    return found.rows[0] ? Number(found.rows[0].id) : null;
  }
}
