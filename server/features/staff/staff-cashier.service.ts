// What a member of staff may see and do at the cashier: the deposits and withdrawals of their tenants
// (through the ports those features implement), every action checked against the staff member's
// scope and written to the append-only audit after it succeeded. No Express here.
import { AppError } from '../../http/app-error.ts';
import type { DepositsCashierPort, StaffDepositItem, StaffImage, StaffPage, StaffWithdrawalItem, WithdrawalsCashierPort } from './cashier.ports.ts';
import type { StaffSession } from './staff-auth.service.ts';
import type { StaffRepository } from './staff.repository.ts';

export type CashierTab = 'deposits' | 'withdrawals' | 'disputes';
export type ListStatus = 'waiting' | 'done' | 'all';

/** A brand as the cashier shows it: its name, and how its money is written (symbol, minor units). */
export interface CashierBrand {
  id: string;
  name: string;
  symbol: string;
  minorUnits: number;
}

export type CashierList = (({ tab: 'deposits' } & StaffPage<StaffDepositItem>) | ({ tab: 'withdrawals' | 'disputes' } & StaffPage<StaffWithdrawalItem>)) & {
  /** The member's brands, so every row can show its brand's name and format its money. */
  brands: CashierBrand[];
};

export type CashierAction =
  | { kind: 'deposit'; action: 'approve' }
  | { kind: 'deposit'; action: 'reject'; note: string }
  | { kind: 'withdrawal'; action: 'approve' }
  | { kind: 'withdrawal'; action: 'reject'; note: string }
  | { kind: 'withdrawal'; action: 'resolve'; outcome: 'paid' | 'refund'; note: string };

export class StaffCashierService {
  constructor(
    private readonly deposits: DepositsCashierPort,
    private readonly withdrawals: WithdrawalsCashierPort,
    private readonly repo: StaffRepository,
    /** Every brand the portal serves now. */
    private readonly allBrands: () => CashierBrand[],
  ) {}

  brandsOf(session: StaffSession): CashierBrand[] {
    const all = this.allBrands();
    return session.tenantIds.length === 0 ? all : all.filter((b) => session.tenantIds.includes(b.id));
  }

  tenantsOf(session: StaffSession): string[] {
    return this.brandsOf(session).map((b) => b.id);
  }

  async list(session: StaffSession, tab: CashierTab, status: ListStatus, page: number): Promise<CashierList> {
    const brands = this.brandsOf(session);
    const tenantIds = brands.map((b) => b.id);
    if (tab === 'deposits') return { tab, ...(await this.deposits.listForStaff({ tenantIds, status, page })), brands };
    // Disputes are one list: every open dispute, whatever the status filter says.
    return { tab, ...(await this.withdrawals.listForStaff({ tenantIds, status: tab === 'disputes' ? 'disputed' : status, page })), brands };
  }

  async act(session: StaffSession, tenantId: string, id: number, what: CashierAction, ip: string): Promise<StaffDepositItem | StaffWithdrawalItem> {
    this.#inScope(session, tenantId);
    const actor = { id: session.staffId, username: session.username };
    let result: StaffDepositItem | StaffWithdrawalItem;
    if (what.kind === 'deposit') {
      result = what.action === 'approve' ? await this.deposits.approve(tenantId, id, actor) : await this.deposits.reject(tenantId, id, actor, what.note);
    } else if (what.action === 'approve') result = await this.withdrawals.approve(tenantId, id, actor);
    else if (what.action === 'reject') result = await this.withdrawals.reject(tenantId, id, actor, what.note);
    else result = await this.withdrawals.resolveDispute(tenantId, id, actor, what.outcome, what.note);
    const action = `${what.kind}.${what.action}${what.action === 'resolve' ? `.${what.outcome}` : ''}`;
    await this.repo.audit({
      staffId: session.staffId,
      username: session.username,
      action,
      tenantId,
      subject: `${what.kind}:${id}`,
      note: 'note' in what ? what.note : undefined,
      ip,
    });
    return result;
  }

  async image(session: StaffSession, kind: 'deposit' | 'withdrawal', tenantId: string, id: number, index: number): Promise<StaffImage | null> {
    this.#inScope(session, tenantId);
    return kind === 'deposit' ? this.deposits.receipt(tenantId, id) : this.withdrawals.proof(tenantId, id, index);
  }

  #inScope(session: StaffSession, tenantId: string): void {
    // Outside the scope a brand does not exist for this member of staff (never confirms another brand's ids).
    if (!this.tenantsOf(session).includes(tenantId)) throw new AppError(404, 'notFound');
  }
}
