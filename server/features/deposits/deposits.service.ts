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
import { reserveAttempt } from '../../shared-state/attempt-reservation.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { DepositsCashierPort, StaffActor, StaffDepositItem, StaffImage, StaffListQuery, StaffPage } from '../staff/cashier.ports.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { DepositsRepository, PLAYER_PAGE_SIZE, STAFF_PAGE_SIZE, type NewDeposit } from './deposits.repository.ts';
import type { Deposit } from './deposits.types.ts';

export const SANDBOX_PAY_PATH = '/pay/sandbox/';
/** Sandbox payments a player may start in a day when the method does not say. */
export const DEFAULT_SANDBOX_PER_DAY = 3;
const DAY_MS = 86_400_000;

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

/**
 * Runs a new deposit's insert once the player's deposit limits allow `amount` (issue 22: refused before any
 * money moves), in the guard's transaction so that racing deposits count each other. Default: no limits.
 */
export type DepositGuard = <T>(tenant: TenantContext, memberId: number, amount: number, work: (trx?: Db) => Promise<T>) => Promise<T>;
const noGuard: DepositGuard = (_tenant, _memberId, _amount, work) => work();

const notFound = () => new AppError(404, 'depositNotFound');
const alreadyReviewed = () => new AppError(409, 'alreadyReviewed');

function methodsOf(tenant: TenantContext): readonly DepositMethod[] {
  return tenant.config.cashier?.depositMethods ?? [];
}

function currencyDisplay(tenant: TenantContext) {
  return { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 };
}

export function toView(d: Deposit): DepositView {
  const view: DepositView = {
    id: d.id,
    methodId: d.methodId,
    methodKind: d.methodKind,
    amount: d.amount,
    currency: d.currency,
    status: d.status,
    hasReceipt: d.hasReceipt,
    createdAt: d.createdAt.toISOString(),
  };
  if (d.bankAccountId) view.bankAccountId = d.bankAccountId;
  if (d.reference) view.reference = d.reference;
  if (d.note) view.note = d.note;
  if (d.status === 'pending' && d.gatewayToken) view.payUrl = `${SANDBOX_PAY_PATH}${d.gatewayToken}`;
  return view;
}

function toStaffItem(d: Deposit & { account?: string }): StaffDepositItem {
  const item: StaffDepositItem = {
    tenantId: d.tenantId,
    id: d.id,
    memberId: d.memberId,
    account: d.account ?? '',
    methodId: d.methodId,
    methodKind: d.methodKind,
    amount: d.amount,
    currency: d.currency,
    hasReceipt: d.hasReceipt,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
  };
  if (d.bankAccountId) item.bankAccountId = d.bankAccountId;
  if (d.reference) item.reference = d.reference;
  if (d.reviewedBy) item.reviewedBy = d.reviewedBy;
  if (d.reviewedAt) item.reviewedAt = d.reviewedAt.toISOString();
  if (d.note) item.note = d.note;
  return item;
}

export class DepositsService implements DepositsCashierPort {
  readonly #repo: DepositsRepository;
  /**
   * Player protection (exclusion feature): an excluded member starts no deposit, whatever their session.
   * `trx`: asked again in the new deposit's transaction, under the member's exclusion lock (see #insert).
   */
  isExcluded?: (tenantId: string, memberId: number, trx?: Db) => Promise<boolean>;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly state: SharedState,
    private readonly events: DomainEventsService,
    private readonly now: () => number = Date.now,
    private readonly guard: DepositGuard = noGuard,
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
    if (await this.isExcluded?.(tenant.id, memberId)) throw new AppError(403, 'memberExcluded');
    const method = this.#method(tenant, request.methodId, 'manualBank', request.amount);
    if (!(method.bankAccounts ?? []).some((a) => a.id === request.bankAccountId)) throw new AppError(400, 'depositBankAccountUnknown');
    const { deposit: row, created } = await this.#insert(tenant, memberId, {
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
    if (
      !created &&
      (row.methodId !== method.id || row.amount !== request.amount || row.bankAccountId !== request.bankAccountId || row.reference !== request.reference)
    ) {
      throw new AppError(409, 'idempotencyConflict');
    }
    return toView(row);
  }

  async attachReceipt(tenant: TenantContext, memberId: number, id: number, image: StaffImage): Promise<DepositView> {
    const stored = await this.#repo.attachReceipt(tenant.id, memberId, id, image.bytes, image.contentType);
    const row = await this.#repo.find(tenant.id, id);
    if (!row || row.memberId !== memberId) throw notFound();
    if (!stored) throw new AppError(409, 'receiptNotAccepted');
    return toView(row);
  }

  async createGateway(tenant: TenantContext, memberId: number, request: GatewayDeposit): Promise<DepositView> {
    if (await this.isExcluded?.(tenant.id, memberId)) throw new AppError(403, 'memberExcluded');
    const method = this.#method(tenant, request.methodId, 'sandboxGateway', request.amount);
    // The sandbox creates money: a player may start only so many payments a (UTC) day. The slot is
    // taken atomically before the insert, so simultaneous requests cannot all pass; a replayed key
    // gives it back.
    const cap = method.maxPerPlayerPerDay ?? DEFAULT_SANDBOX_PER_DAY;
    const day = new Date(this.now()).toISOString().slice(0, 10);
    const slot = await reserveAttempt(this.state, [`sandbox:day:${tenant.id}:${memberId}:${day}`], DAY_MS + 3_600_000);
    try {
      if (slot.counts[0]! > cap) {
        // A replay of a payment already started answers as before, even once the cap is reached.
        const earlier = await this.#repo.findByClientKey(tenant.id, memberId, request.idempotencyKey);
        if (!earlier) throw new AppError(429, 'sandboxDailyLimit', { params: { count: cap } });
        if (earlier.methodId !== method.id || earlier.amount !== request.amount) throw new AppError(409, 'idempotencyConflict');
        return toView(earlier);
      }
      const view = await this.#createGateway(tenant, memberId, request, method);
      if (view.created) slot.keep();
      return view.deposit;
    } finally {
      await slot.release();
    }
  }

  async #createGateway(
    tenant: TenantContext,
    memberId: number,
    request: GatewayDeposit,
    method: DepositMethod,
  ): Promise<{ deposit: DepositView; created: boolean }> {
    const { deposit: row, created } = await this.#insert(tenant, memberId, {
      tenantId: tenant.id,
      memberId,
      methodId: method.id,
      methodKind: 'sandboxGateway',
      amount: request.amount,
      currency: tenant.config.currency.code,
      gatewayToken: randomBytes(16).toString('base64url'),
      clientKey: request.idempotencyKey,
    });
    if (!created && (row.methodId !== method.id || row.amount !== request.amount)) throw new AppError(409, 'idempotencyConflict');
    return { deposit: toView(row), created };
  }

  async listMine(tenant: TenantContext, memberId: number, page: number): Promise<{ list: DepositView[]; totalPages: number }> {
    const { rows, total } = await this.#repo.listOfMember(tenant.id, memberId, page);
    return { list: rows.map(toView), totalPages: Math.ceil(total / PLAYER_PAGE_SIZE) };
  }

  /** The payment a hosted gateway page is for (tenant-scoped token). */
  async gatewayPayment(tenant: TenantContext, token: string): Promise<DepositView | null> {
    const row = await this.#repo.findByToken(tenant.id, token);
    return row && row.methodKind === 'sandboxGateway' ? toView(row) : null;
  }

  /**
   * Whether the payer of this gateway payment is excluded now. Player protection (issue 22) on a payment started
   * before an exclusion: the operator stops the payments not yet made — the hosted page takes no Pay (as a real
   * operator cancels its open payment intents at the PSP) — but a payment the gateway reports as paid is
   * credited whatever the exclusion (settleGateway): that money was taken, and the withdrawal-only mode lets
   * the player take it out. Money is never lost; no new deposit starts.
   */
  async gatewayPayerExcluded(tenant: TenantContext, token: string): Promise<boolean> {
    const row = await this.#repo.findByToken(tenant.id, token);
    return row != null && ((await this.isExcluded?.(tenant.id, row.memberId)) ?? false);
  }

  /**
   * The gateway's (already authenticated) notice. Paid credits once; a repeat of a notice already
   * applied answers the stored state and moves nothing (gateways retry until they get a 2xx).
   */
  async settleGateway(tenant: TenantContext, notice: GatewayNotice): Promise<DepositView> {
    const row = await this.#repo.findByToken(tenant.id, notice.token);
    if (!row || row.methodKind !== 'sandboxGateway') throw notFound();
    if (row.amount !== notice.amount || row.currency !== notice.currency) throw new AppError(422, 'gatewayMismatch');
    if (row.status !== 'pending') return toView(row);
    const decided = await this.#decide(tenant.id, row.id, notice.status === 'paid' ? 'approved' : 'failed', { gatewayRef: notice.gatewayRef });
    return toView(decided ?? (await this.#repo.find(tenant.id, row.id))!);
  }

  // ---- staff (DepositsCashierPort) ----

  async listForStaff(query: StaffListQuery): Promise<StaffPage<StaffDepositItem>> {
    const { rows, total } = await this.#repo.listForStaff(query.tenantIds, query.status ?? 'waiting', query.page ?? 1);
    return { items: rows.map(toStaffItem), totalPages: Math.ceil(total / STAFF_PAGE_SIZE) };
  }

  /** One member's deposits, newest first (the back office's player page; brand scope is the caller's). */
  async memberHistoryForStaff(tenantId: string, memberId: number, page: number): Promise<StaffPage<StaffDepositItem>> {
    const { rows, total } = await this.#repo.listOfMember(tenantId, memberId, page);
    return { items: rows.map(toStaffItem), totalPages: Math.ceil(total / PLAYER_PAGE_SIZE) };
  }

  async approve(tenantId: string, depositId: number, staff: StaffActor): Promise<StaffDepositItem> {
    await this.#staffDepositOrThrow(tenantId, depositId);
    const decided = await this.#decide(tenantId, depositId, 'approved', { by: staff.username });
    if (!decided) throw alreadyReviewed();
    return toStaffItem({ ...decided, account: await this.#repo.accountOf(tenantId, decided.memberId) });
  }

  async reject(tenantId: string, depositId: number, staff: StaffActor, note: string): Promise<StaffDepositItem> {
    await this.#staffDepositOrThrow(tenantId, depositId);
    const decided = await this.#decide(tenantId, depositId, 'rejected', { by: staff.username, note });
    if (!decided) throw alreadyReviewed();
    return toStaffItem({ ...decided, account: await this.#repo.accountOf(tenantId, decided.memberId) });
  }

  async receipt(tenantId: string, depositId: number): Promise<StaffImage | null> {
    const found = await this.#repo.receiptOf(tenantId, depositId);
    if (!found || (found.contentType !== 'image/png' && found.contentType !== 'image/jpeg')) return null;
    return { contentType: found.contentType, bytes: found.bytes };
  }

  // ---- internals ----

  /**
   * A replay of a stored deposit answers as before; a new one passes the player's deposit limits first. The
   * exclusion is asked again in the insert's transaction, under the lock an exclusion takes exclusively: the
   * check at the door alone let a deposit racing an exclusion be written after it.
   */
  async #insert(tenant: TenantContext, memberId: number, d: NewDeposit): Promise<{ deposit: Deposit; created: boolean }> {
    const earlier = await this.#repo.findByClientKey(tenant.id, memberId, d.clientKey);
    if (earlier) return { deposit: earlier, created: false };
    return this.guard(tenant, memberId, d.amount, (trx) =>
      inTransaction(trx ?? this.db, async (tx) => {
        if (await this.isExcluded?.(tenant.id, memberId, tx)) throw new AppError(403, 'memberExcluded');
        return this.#repo.insertOnce(d, tx);
      }),
    );
  }

  #method(tenant: TenantContext, methodId: string, kind: DepositMethod['kind'], amount: number): DepositMethod {
    const method = methodsOf(tenant).find((m) => m.id === methodId && m.kind === kind);
    if (!method) throw new AppError(400, 'depositMethodUnknown');
    const money = currencyDisplay(tenant);
    if (amount < method.minAmount) throw new AppError(400, 'amountBelowMinimum', { params: { amount: formatMinorUnits(method.minAmount, money) } });
    if (amount > method.maxAmount) throw new AppError(400, 'amountAboveMaximum', { params: { amount: formatMinorUnits(method.maxAmount, money) } });
    return method;
  }

  async #staffDepositOrThrow(tenantId: string, depositId: number): Promise<Deposit> {
    const row = await this.#repo.find(tenantId, depositId);
    if (!row) throw notFound();
    if (row.methodKind !== 'manualBank') throw new AppError(409, 'gatewayDepositNotReviewable');
    return row;
  }

  /** Moves a pending deposit to its final state; approval credits the wallet in the same transaction. */
  async #decide(
    tenantId: string,
    id: number,
    to: 'approved' | 'rejected' | 'failed',
    review: { by?: string; note?: string; gatewayRef?: string },
  ): Promise<Deposit | null> {
    return inTransaction(this.db, async (trx) => {
      const row = await new DepositsRepository(trx).decide(tenantId, id, to, review);
      if (!row || to !== 'approved') return row;
      await this.wallet.within(trx).transfer({
        tenantId,
        idempotencyKey: `deposit:${id}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: row.memberId },
        amount: row.amount,
        currency: row.currency,
        metadata: {
          depositId: id,
          method: row.methodId,
          ...(review.by ? { staff: review.by } : {}),
          ...(review.gatewayRef ? { gatewayRef: review.gatewayRef } : {}),
        },
      });
      // The rewards engine's cue (deposit bonuses): committed with the credit, or not at all.
      await this.events.within(trx).emit({
        tenantId,
        type: 'deposit.credited',
        memberId: row.memberId,
        key: String(id),
        // nth: 1 for the member's first credited deposit (first-deposit promotions).
        payload: {
          depositId: id,
          amount: row.amount,
          currency: row.currency,
          method: row.methodId,
          nth: await new DepositsRepository(trx).countApproved(tenantId, row.memberId),
        },
      });
      return row;
    });
  }
}
