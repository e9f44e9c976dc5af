// Deposits (spec §2 depositv2, issue 4): methods from the tenant file; a manual bank transfer waits for
// staff (DepositsCashierPort); a sandbox-gateway payment waits for the gateway's signed callback. The
// credit is one wallet transfer cashier → player with the key `deposit:<id>`, made in the same
// transaction that moves the deposit out of 'pending', so it happens at most once whoever asks twice.
// No Express here.
import { randomBytes } from 'node:crypto';
import type { DepositMethodsValue, DepositView } from '../../../schemas/generated/deposits.ts';
import type { DepositMethod, LanguageCode } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { DepositsCashierPort, StaffActor, StaffDepositItem, StaffImage, StaffListQuery, StaffPage } from '../staff/cashier.ports.ts';
import { fromDb } from '../wallet/minor-units.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { DepositsRepository, PLAYER_PAGE_SIZE, STAFF_PAGE_SIZE, type StaffDepositRow } from './deposits.repository.ts';
import type { DepositRow } from './deposits.table.ts';

export const SANDBOX_PAY_PATH = '/pay/sandbox/';

export interface BankDeposit {
  methodId: string;
  bankAccountId: string;
  amount: number;
  reference: string;
  idempotencyKey: string;
}

export interface GatewayDeposit {
  methodId: string;
  amount: number;
  idempotencyKey: string;
}

export interface GatewayNotice {
  token: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
  gatewayRef: string;
}

const notFound = () => new AppError(404, 'depositNotFound');
const alreadyReviewed = () => new AppError(409, 'alreadyReviewed');

function methodsOf(tenant: TenantContext): readonly DepositMethod[] {
  return tenant.config.cashier?.depositMethods ?? [];
}

function currencyDisplay(tenant: TenantContext) {
  return { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 };
}

export function toView(row: DepositRow): DepositView {
  const view: DepositView = {
    id: fromDb(row.id),
    methodId: row.method_id,
    methodKind: row.method_kind,
    amount: fromDb(row.amount),
    currency: row.currency,
    status: row.status,
    hasReceipt: row.has_receipt,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.bank_account_id) view.bankAccountId = row.bank_account_id;
  if (row.reference) view.reference = row.reference;
  if (row.note) view.note = row.note;
  if (row.status === 'pending' && row.gateway_token) view.payUrl = `${SANDBOX_PAY_PATH}${row.gateway_token}`;
  return view;
}

function toStaffItem(row: StaffDepositRow | (DepositRow & { account?: string })): StaffDepositItem {
  const item: StaffDepositItem = {
    tenantId: row.tenant_id,
    id: fromDb(row.id),
    memberId: fromDb(row.member_id),
    account: row.account ?? '',
    methodId: row.method_id,
    methodKind: row.method_kind,
    amount: fromDb(row.amount),
    currency: row.currency,
    hasReceipt: row.has_receipt,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.bank_account_id) item.bankAccountId = row.bank_account_id;
  if (row.reference) item.reference = row.reference;
  if (row.reviewed_by) item.reviewedBy = row.reviewed_by;
  if (row.reviewed_at) item.reviewedAt = new Date(row.reviewed_at).toISOString();
  if (row.note) item.note = row.note;
  return item;
}

export class DepositsService implements DepositsCashierPort {
  readonly #repo: DepositsRepository;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
  ) {
    this.#repo = new DepositsRepository(db);
  }

  methods(tenant: TenantContext, language: LanguageCode): DepositMethodsValue {
    const fallback = tenant.config.languages.default;
    return {
      currency: tenant.config.currency.code,
      methods: methodsOf(tenant).map((m) => ({
        id: m.id,
        kind: m.kind,
        name: pickLocalized(m.name, language, fallback) ?? m.id,
        minAmount: m.minAmount,
        maxAmount: m.maxAmount,
        bankAccounts: m.kind === 'manualBank' ? (m.bankAccounts ?? []).map((a) => ({ ...a })) : [],
      })),
    };
  }

  async createBank(tenant: TenantContext, memberId: number, request: BankDeposit): Promise<DepositView> {
    const method = this.#method(tenant, request.methodId, 'manualBank', request.amount);
    if (!(method.bankAccounts ?? []).some((a) => a.id === request.bankAccountId)) throw new AppError(400, 'depositBankAccountUnknown');
    const { row, created } = await this.#repo.insertOnce({
      tenantId: tenant.id,
      memberId,
      methodId: method.id,
      methodKind: 'manualBank',
      amount: request.amount,
      currency: tenant.config.currency.code,
      bankAccountId: request.bankAccountId,
      reference: request.reference,
      clientKey: request.idempotencyKey,
    });
    if (!created && (row.method_id !== method.id || fromDb(row.amount) !== request.amount || row.bank_account_id !== request.bankAccountId || row.reference !== request.reference)) {
      throw new AppError(409, 'idempotencyConflict');
    }
    return toView(row);
  }

  async attachReceipt(tenant: TenantContext, memberId: number, id: number, image: StaffImage): Promise<DepositView> {
    const stored = await this.#repo.attachReceipt(tenant.id, memberId, id, image.bytes, image.contentType);
    const row = await this.#repo.find(tenant.id, id);
    if (!row || fromDb(row.member_id) !== memberId) throw notFound();
    if (!stored) throw new AppError(409, 'receiptNotAccepted');
    return toView(row);
  }

  async createGateway(tenant: TenantContext, memberId: number, request: GatewayDeposit): Promise<DepositView> {
    const method = this.#method(tenant, request.methodId, 'sandboxGateway', request.amount);
    const { row, created } = await this.#repo.insertOnce({
      tenantId: tenant.id,
      memberId,
      methodId: method.id,
      methodKind: 'sandboxGateway',
      amount: request.amount,
      currency: tenant.config.currency.code,
      gatewayToken: randomBytes(16).toString('base64url'),
      clientKey: request.idempotencyKey,
    });
    if (!created && (row.method_id !== method.id || fromDb(row.amount) !== request.amount)) throw new AppError(409, 'idempotencyConflict');
    return toView(row);
  }

  async listMine(tenant: TenantContext, memberId: number, page: number): Promise<{ list: DepositView[]; totalPages: number }> {
    const { rows, total } = await this.#repo.listOfMember(tenant.id, memberId, page);
    return { list: rows.map(toView), totalPages: Math.ceil(total / PLAYER_PAGE_SIZE) };
  }

  /** The payment a hosted gateway page is for (tenant-scoped token). */
  async gatewayPayment(tenant: TenantContext, token: string): Promise<DepositView | null> {
    const row = await this.#repo.findByToken(tenant.id, token);
    return row && row.method_kind === 'sandboxGateway' ? toView(row) : null;
  }

  /**
   * The gateway's (already authenticated) notice. Paid credits once; a repeat of a notice already
   * applied answers the stored state and moves nothing (gateways retry until they get a 2xx).
   */
  async settleGateway(tenant: TenantContext, notice: GatewayNotice): Promise<DepositView> {
    const row = await this.#repo.findByToken(tenant.id, notice.token);
    if (!row || row.method_kind !== 'sandboxGateway') throw notFound();
    if (fromDb(row.amount) !== notice.amount || row.currency !== notice.currency) throw new AppError(422, 'gatewayMismatch');
    if (row.status !== 'pending') return toView(row);
    const decided = await this.#decide(tenant.id, fromDb(row.id), notice.status === 'paid' ? 'approved' : 'failed', { gatewayRef: notice.gatewayRef });
    return toView(decided ?? (await this.#repo.find(tenant.id, fromDb(row.id)))!);
  }

  // ---- staff (DepositsCashierPort) ----

  async listForStaff(query: StaffListQuery): Promise<StaffPage<StaffDepositItem>> {
    const { rows, total } = await this.#repo.listForStaff(query.tenantIds, query.status ?? 'waiting', query.page ?? 1);
    return { items: rows.map(toStaffItem), totalPages: Math.ceil(total / STAFF_PAGE_SIZE) };
  }

  async approve(tenantId: string, depositId: number, staff: StaffActor): Promise<StaffDepositItem> {
    await this.#staffDepositOrThrow(tenantId, depositId);
    const decided = await this.#decide(tenantId, depositId, 'approved', { by: staff.username });
    if (!decided) throw alreadyReviewed();
    return toStaffItem({ ...decided, account: await this.#repo.accountOf(tenantId, decided.member_id) });
  }

  async reject(tenantId: string, depositId: number, staff: StaffActor, note: string): Promise<StaffDepositItem> {
    await this.#staffDepositOrThrow(tenantId, depositId);
    const decided = await this.#decide(tenantId, depositId, 'rejected', { by: staff.username, note });
    if (!decided) throw alreadyReviewed();
    return toStaffItem({ ...decided, account: await this.#repo.accountOf(tenantId, decided.member_id) });
  }

  async receipt(tenantId: string, depositId: number): Promise<StaffImage | null> {
    const found = await this.#repo.receiptOf(tenantId, depositId);
    if (!found || (found.contentType !== 'image/png' && found.contentType !== 'image/jpeg')) return null;
    return { contentType: found.contentType, bytes: found.bytes };
  }

  // ---- internals ----

  #method(tenant: TenantContext, methodId: string, kind: DepositMethod['kind'], amount: number): DepositMethod {
    const method = methodsOf(tenant).find((m) => m.id === methodId && m.kind === kind);
    if (!method) throw new AppError(400, 'depositMethodUnknown');
    const money = currencyDisplay(tenant);
    if (amount < method.minAmount) throw new AppError(400, 'amountBelowMinimum', { params: { amount: formatMinorUnits(method.minAmount, money) } });
    if (amount > method.maxAmount) throw new AppError(400, 'amountAboveMaximum', { params: { amount: formatMinorUnits(method.maxAmount, money) } });
    return method;
  }

  async #staffDepositOrThrow(tenantId: string, depositId: number): Promise<DepositRow> {
    const row = await this.#repo.find(tenantId, depositId);
    if (!row) throw notFound();
    if (row.method_kind !== 'manualBank') throw new AppError(409, 'gatewayDepositNotReviewable');
    return row;
  }

  /** Moves a pending deposit to its final state; approval credits the wallet in the same transaction. */
  async #decide(tenantId: string, id: number, to: 'approved' | 'rejected' | 'failed', review: { by?: string; note?: string; gatewayRef?: string }): Promise<(DepositRow & { account?: string }) | null> {
    return inTransaction(this.db, async (trx) => {
      const row = await new DepositsRepository(trx).decide(tenantId, id, to, review);
      if (!row || to !== 'approved') return row;
      await this.wallet.within(trx).transfer({
        tenantId,
        idempotencyKey: `deposit:${id}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: fromDb(row.member_id) },
        amount: fromDb(row.amount),
        currency: row.currency,
        metadata: { depositId: id, method: row.method_id, ...(review.by ? { staff: review.by } : {}), ...(review.gatewayRef ? { gatewayRef: review.gatewayRef } : {}) },
      });
      return row;
    });
  }
}
