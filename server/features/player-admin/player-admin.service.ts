// The players pages of the back office, the reading side: search a brand's players, and one player's
// page — profile, status, wallet, ledger, deposits, withdrawals, bets, sign-ins and staff notes. Each
// list comes from the feature that owns it, through its service. No Express, no SQL.
import type {
  BetPageValue,
  DepositPageValue,
  LedgerPageValue,
  LoginPageValue,
  NotePageValue,
  PlayerDepositView,
  PlayerPageValue,
  PlayerSearchValue,
  PlayerWithdrawalView,
  SearchField,
  WithdrawalPageValue,
} from '../../../schemas/generated/player-admin.ts';
import type { BettingService } from '../betting/betting.service.ts';
import type { DepositsService } from '../deposits/deposits.service.ts';
import type { MemberAdminService } from '../accounts/member-admin.service.ts';
import type { StaffDepositItem, StaffWithdrawalItem } from '../staff/cashier.ports.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import type { TransactionHistoryService } from '../wallet/transaction-history.service.ts';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.ts';
import type { MemberNotesRepository } from './member-notes.repository.ts';
import type { PlayerScope } from './player-scope.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { LimitsValue } from '../../../schemas/generated/limits.ts';

export const NOTES_PAGE_SIZE = 20;

const toDeposit = (d: StaffDepositItem): PlayerDepositView => ({
  id: d.id,
  methodId: d.methodId,
  methodKind: d.methodKind,
  amount: d.amount,
  currency: d.currency,
  status: d.status,
  reference: d.reference ?? null,
  reviewedBy: d.reviewedBy ?? null,
  reviewedAt: d.reviewedAt ?? null,
  note: d.note ?? null,
  createdAt: d.createdAt,
});

// The players pages are read by more roles than the cashier's: the card shows only its last four digits.
const toWithdrawal = (w: StaffWithdrawalItem): PlayerWithdrawalView => ({
  id: w.id,
  amount: w.amount,
  currency: w.currency,
  status: w.status,
  bankName: w.bankName,
  cardLast4: w.cardNumber.slice(-4),
  receivedAmount: w.receivedAmount ?? null,
  reviewedBy: w.reviewedBy ?? null,
  reviewedAt: w.reviewedAt ?? null,
  note: w.note ?? null,
  createdAt: w.createdAt,
});

export interface PlayerReadPorts {
  members: MemberAdminService;
  history: TransactionHistoryService;
  deposits: Pick<DepositsService, 'memberHistoryForStaff'>;
  withdrawals: Pick<WithdrawalsService, 'memberHistoryForStaff'>;
  betting: Pick<BettingService, 'roundsForStaff'>;
  /** Read only: staff see a player's limits, never change them (issue 22). */
  limits: Pick<LimitsService, 'staffView'>;
}

export class PlayerAdminService {
  constructor(
    private readonly scope: PlayerScope,
    private readonly ports: PlayerReadPorts,
    private readonly notes: MemberNotesRepository,
  ) {}

  async search(actor: StaffActor, tenantId: string, query: { q?: string; field?: SearchField; page?: number }): Promise<PlayerSearchValue> {
    const tenant = this.scope.brand(actor, tenantId);
    const page = query.page ?? 1;
    return { ...(await this.ports.members.search(tenant.id, query.q ?? '', query.field ?? 'all', page)), page };
  }

  async page(actor: StaffActor, tenantId: string, memberId: number): Promise<PlayerPageValue> {
    const { tenant, profile, resetChannels } = await this.scope.player(actor, tenantId, memberId);
    return { profile, resetChannels, wallet: await this.scope.wallet(tenant, memberId) };
  }

  async limits(actor: StaffActor, tenantId: string, memberId: number): Promise<LimitsValue> {
    const { tenant } = await this.scope.player(actor, tenantId, memberId);
    return this.ports.limits.staffView(tenant, memberId);
  }

  async ledger(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<LedgerPageValue> {
    const { tenant } = await this.scope.player(actor, tenantId, memberId);
    const { entries, totalPages } = await this.ports.history.staffStatement(tenant.id, memberId, tenant.config.currency.code, page);
    return { entries, page, totalPages };
  }

  async deposits(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<DepositPageValue> {
    await this.scope.player(actor, tenantId, memberId);
    const { items, totalPages } = await this.ports.deposits.memberHistoryForStaff(tenantId, memberId, page);
    return { deposits: items.map(toDeposit), page, totalPages };
  }

  async withdrawals(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<WithdrawalPageValue> {
    await this.scope.player(actor, tenantId, memberId);
    const { items, totalPages } = await this.ports.withdrawals.memberHistoryForStaff(tenantId, memberId, page);
    return { withdrawals: items.map(toWithdrawal), page, totalPages };
  }

  /** Game names in the brand's default language (staff read EN or CN; the catalogue's names are the brand's). */
  async bets(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<BetPageValue> {
    const { tenant } = await this.scope.player(actor, tenantId, memberId);
    const { list, totalPages, totals } = await this.ports.betting.roundsForStaff(tenant.id, memberId, page, tenant.config.languages.default);
    return { bets: list, totals, page, totalPages };
  }

  async logins(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<LoginPageValue> {
    await this.scope.player(actor, tenantId, memberId);
    return { ...(await this.ports.members.loginHistory(tenantId, memberId, page)), page };
  }

  async notesPage(actor: StaffActor, tenantId: string, memberId: number, page: number): Promise<NotePageValue> {
    await this.scope.player(actor, tenantId, memberId);
    const { rows, total } = await this.notes.page(tenantId, memberId, page, NOTES_PAGE_SIZE);
    return { notes: rows.map((n) => ({ ...n, at: n.at.toISOString() })), page, totalPages: Math.ceil(total / NOTES_PAGE_SIZE) };
  }
}
