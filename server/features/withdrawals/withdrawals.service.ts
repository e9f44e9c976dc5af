// Withdrawals (spec §2 withdraw, §4 withdrawal confirmation). Bank cards with the payee-name rule, the
// payment password, and a request that holds the funds at once (a pending ledger transfer keyed
// `withdrawal:<id>`, in the same transaction as the request row, so a request without a hold or a
// hold without a request cannot exist). Staff post the hold (paid out) or void it (rejected); the
// player then confirms; a dispute refund is one more transfer keyed `withdrawal-refund:<id>`.
// No Express here.
import type { CardView, ConfirmBody, WithdrawalInfoValue, WithdrawalView, WithdrawRequest } from '../../../schemas/generated/withdrawals.ts';
import type { WithdrawalRules } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { validateCardHolder } from '../../../schemas/rules/register-rules.ts';
import { noteTooLong } from '../../../schemas/rules/withdrawal-limits.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StaffActor, StaffImage, StaffListQuery, StaffPage, StaffWithdrawalItem, WithdrawalsCashierPort } from '../staff/cashier.ports.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { PLAYER_PAGE_SIZE, STAFF_PAGE_SIZE, WithdrawalsRepository } from './withdrawals.repository.ts';
import type { BankCard, Withdrawal } from './withdrawals.types.ts';

export const DEFAULT_MAX_CARDS = 3;
export const DEFAULT_CONFIRM_MINUTES = 30;

export interface WithdrawalsPorts {
  /** Throws paymentPasswordNotSet / paymentPasswordWrong / paymentPasswordLocked. */
  verifyPaymentPassword(tenantId: string, memberId: number, password: string): Promise<void>;
  isPaymentPasswordSet(tenantId: string, memberId: number): Promise<boolean>;
  /** The brand's current confirmation time-out (staff act on tenant ids, not on a request's tenant). */
  confirmMinutesOf(tenantId: string): number;
  /** Where 'withdrawal.paid' is written, in the approval's transaction. */
  events: DomainEventsService;
  /**
   * Throws (a translated AppError) when money of the member may not leave now — an active bonus's wagering
   * requirement (promotions). Called in the request's transaction, before the money is held.
   */
  assertWithdrawable(trx: Db, tenant: TenantContext, memberId: number): Promise<void>;
}

const holdKey = (id: number) => `withdrawal:${id}`;
const notFound = () => new AppError(404, 'withdrawalNotFound');
const alreadyReviewed = () => new AppError(409, 'alreadyReviewed');
const mask = (number: string) => `**** ${number.slice(-4)}`;

function rulesOf(tenant: TenantContext): WithdrawalRules {
  const rules = tenant.config.cashier?.withdrawal;
  if (!rules) throw new AppError(404, 'featureUnavailable');
  return rules;
}

function toCard(card: BankCard): CardView {
  return { ...card, cardNumber: mask(card.cardNumber) };
}

function toView(w: Withdrawal): WithdrawalView {
  const view: WithdrawalView = {
    id: w.id,
    amount: w.amount,
    currency: w.currency,
    status: w.status,
    bankName: w.bankName,
    cardNumber: mask(w.cardNumber),
    proofCount: w.proofCount,
    createdAt: w.createdAt.toISOString(),
  };
  if (w.confirmation) view.confirmation = w.confirmation;
  if (w.receivedAmount !== null) {
    view.receivedAmount = w.receivedAmount;
    view.remainingAmount = w.amount - w.receivedAmount;
  }
  if (w.resolution) view.resolution = w.resolution;
  if (w.confirmBy && w.status === 'approved') view.confirmBy = w.confirmBy.toISOString();
  if (w.note) view.note = w.note;
  return view;
}

function toStaffItem(w: Withdrawal): StaffWithdrawalItem {
  const item: StaffWithdrawalItem = {
    tenantId: w.tenantId,
    id: w.id,
    memberId: w.memberId,
    account: w.account,
    amount: w.amount,
    currency: w.currency,
    bankName: w.bankName,
    cardHolder: w.cardHolder,
    cardNumber: w.cardNumber,
    status: w.status,
    proofCount: w.proofCount,
    createdAt: w.createdAt.toISOString(),
  };
  if (w.receivedAmount !== null) item.receivedAmount = w.receivedAmount;
  if (w.reviewedBy) item.reviewedBy = w.reviewedBy;
  if (w.reviewedAt) item.reviewedAt = w.reviewedAt.toISOString();
  const notes = [w.playerNote && `player: ${w.playerNote}`, w.note].filter(Boolean);
  if (notes.length) item.note = notes.join(' · ');
  return item;
}

export class WithdrawalsService implements WithdrawalsCashierPort {
  readonly #repo: WithdrawalsRepository;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly ports: WithdrawalsPorts,
  ) {
    this.#repo = new WithdrawalsRepository(db);
  }

  async info(tenant: TenantContext, memberId: number): Promise<WithdrawalInfoValue> {
    const rules = rulesOf(tenant);
    const currency = tenant.config.currency.code;
    const [cards, set, balance] = await Promise.all([
      this.#repo.cardsOf(tenant.id, memberId),
      this.ports.isPaymentPasswordSet(tenant.id, memberId),
      this.wallet.balance(tenant.id, memberId, currency),
    ]);
    return {
      currency,
      minAmount: rules.minAmount,
      maxAmount: rules.maxAmount,
      banks: [...rules.banks],
      maxCards: rules.maxCards ?? DEFAULT_MAX_CARDS,
      cards: cards.map(toCard),
      paymentPasswordSet: set,
      balance: balance.sumBalance,
      confirmTimeoutMinutes: rules.confirmTimeoutMinutes ?? DEFAULT_CONFIRM_MINUTES,
      rules: Object.fromEntries(
        (['paymentPassword', 'payeeName'] as const).flatMap((name) => {
          const rule = tenant.config.register?.fields?.[name];
          return rule ? [[name, { ...rule }]] : [];
        }),
      ),
    };
  }

  async bindCard(
    tenant: TenantContext,
    memberId: number,
    input: { bankName: string; cardHolder: string; cardNumber: string; confirmCardNumber?: string; paymentPassword: string },
  ): Promise<CardView> {
    const rules = rulesOf(tenant);
    // The number typed twice (spec §8 'Incorrect confirmation input'): a typo here would send payouts astray.
    if (input.confirmCardNumber !== undefined && input.confirmCardNumber !== input.cardNumber)
      throw new AppError(400, 'validation', {
        fields: [{ field: 'confirmCardNumber', code: 'incorrectConfirmation', messageKey: 'errors.incorrectConfirmation' }],
      });
    if (!rules.banks.includes(input.bankName)) throw new AppError(400, 'bankUnknown');
    const holder = validateCardHolder(input.cardHolder, tenant.config.register?.fields?.payeeName);
    if (holder)
      throw new AppError(400, 'validation', { fields: [{ field: holder.field, code: holder.code, messageKey: holder.messageKey, params: holder.params }] });
    await this.ports.verifyPaymentPassword(tenant.id, memberId, input.paymentPassword);
    const card = { bankName: input.bankName, cardHolder: input.cardHolder, cardNumber: input.cardNumber };
    const added = await this.#repo.addCard(tenant.id, memberId, card, rules.maxCards ?? DEFAULT_MAX_CARDS);
    if (added === 'full') throw new AppError(409, 'bankCardLimit', { params: { max: rules.maxCards ?? DEFAULT_MAX_CARDS } });
    if (added === 'duplicate') throw new AppError(409, 'bankCardDuplicate');
    // The member hears of a new card (messages: bankCardAdded); keyed by the card, so a retry tells once.
    await this.ports.events.emit({
      tenantId: tenant.id,
      type: 'member.security_changed',
      memberId,
      key: `${memberId}:bankCard:${added.id}`,
      payload: { what: 'bankCard' },
    });
    return toCard(added);
  }

  /**
   * Unbinds one of the member's cards, confirmed by the payment password. Ownership is checked first, so
   * another member's card id costs no password attempt and says only "not found"; a card with an open
   * withdrawal stays. The member is told by a system message (keyed by the card: a retry tells once).
   */
  async removeCard(tenant: TenantContext, memberId: number, cardId: number, paymentPassword: string): Promise<void> {
    rulesOf(tenant);
    const cards = await this.#repo.cardsOf(tenant.id, memberId);
    if (!cards.some((c) => c.id === cardId)) throw new AppError(404, 'bankCardNotFound');
    await this.ports.verifyPaymentPassword(tenant.id, memberId, paymentPassword);
    const result = await this.#repo.removeCard(tenant.id, memberId, cardId);
    if (result === 'missing') throw new AppError(404, 'bankCardNotFound');
    if (result === 'inUse') throw new AppError(409, 'bankCardInUse');
    await this.ports.events.emit({
      tenantId: tenant.id,
      type: 'member.security_changed',
      memberId,
      key: `${memberId}:bankCardRemoved:${cardId}`,
      payload: { what: 'bankCardRemoved' },
    });
  }

  async request(tenant: TenantContext, memberId: number, input: WithdrawRequest): Promise<WithdrawalView> {
    const rules = rulesOf(tenant);
    const existing = await this.#repo.findByClientKey(tenant.id, memberId, input.idempotencyKey);
    if (existing) return this.#replay(existing, input);
    const money = { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 };
    if (input.amount < rules.minAmount) throw new AppError(400, 'amountBelowMinimum', { params: { amount: formatMinorUnits(rules.minAmount, money) } });
    if (input.amount > rules.maxAmount) throw new AppError(400, 'amountAboveMaximum', { params: { amount: formatMinorUnits(rules.maxAmount, money) } });
    const cards = await this.#repo.cardsOf(tenant.id, memberId);
    if (!cards.some((c) => c.id === input.cardId)) throw new AppError(404, 'bankCardNotFound');
    await this.ports.verifyPaymentPassword(tenant.id, memberId, input.paymentPassword);
    const currency = tenant.config.currency.code;
    const id = await inTransaction(this.db, async (trx) => {
      const repo = new WithdrawalsRepository(trx);
      const newId = await repo.insert({ tenantId: tenant.id, memberId, cardId: input.cardId, amount: input.amount, currency, clientKey: input.idempotencyKey });
      if (newId === null) return null;
      // Money a bonus's wagering rule keeps in may not leave: checked under the wallet's row lock (ports).
      await this.ports.assertWithdrawable(trx, tenant, memberId);
      await this.wallet.within(trx).createPending({
        tenantId: tenant.id,
        idempotencyKey: holdKey(newId),
        kind: 'withdrawal',
        from: { kind: 'player', memberId },
        to: { kind: 'house', code: 'cashier' },
        amount: input.amount,
        currency,
        metadata: { withdrawalId: newId, cardId: input.cardId },
      });
      return newId;
    });
    if (id === null) {
      // A twin request with the same key committed first.
      const twin = await this.#repo.findByClientKey(tenant.id, memberId, input.idempotencyKey);
      if (!twin) throw notFound();
      return this.#replay(twin, input);
    }
    return toView((await this.#repo.find(tenant.id, id))!);
  }

  async listMine(tenant: TenantContext, memberId: number, page: number): Promise<{ list: WithdrawalView[]; totalPages: number }> {
    const { rows, total } = await this.#repo.listOfMember(tenant.id, memberId, page);
    return { list: rows.map(toView), totalPages: Math.ceil(total / PLAYER_PAGE_SIZE) };
  }

  async addProof(tenant: TenantContext, memberId: number, id: number, image: StaffImage): Promise<WithdrawalView> {
    const result = await this.#repo.addProof(tenant.id, memberId, id, image);
    if (result === 'full') throw new AppError(409, 'uploadTooMany');
    const row = await this.#repo.find(tenant.id, id);
    if (!row || row.memberId !== memberId) throw notFound();
    if (result === 'notOpen') throw new AppError(409, 'withdrawalNotAwaitingConfirmation');
    return toView(row);
  }

  /** The player's answer after payout (spec §4). Not or partly received opens a dispute for staff. */
  async confirm(tenant: TenantContext, memberId: number, id: number, input: ConfirmBody): Promise<WithdrawalView> {
    const row = await this.#repo.find(tenant.id, id);
    if (!row || row.memberId !== memberId) throw notFound();
    if (row.status !== 'approved') throw new AppError(409, 'withdrawalNotAwaitingConfirmation');
    // The route's schema already refuses a longer note; the service keeps the rule for other callers.
    if (input.note && noteTooLong(input.note)) throw new AppError(400, 'contentTooLong');
    const amount = row.amount;
    let received: number;
    if (input.state === 'received') received = amount;
    else if (input.state === 'notReceived') received = 0;
    else {
      if (input.receivedAmount === undefined || input.receivedAmount >= amount)
        throw new AppError(400, 'receivedAmountInvalid', {
          params: { amount: formatMinorUnits(amount, { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 }) },
        });
      received = input.receivedAmount;
    }
    if (input.state === 'notReceived' && row.proofCount === 0) throw new AppError(400, 'proofRequired');
    const to = input.state === 'received' ? 'received' : 'disputed';
    const changed = await this.#repo.transition(
      tenant.id,
      id,
      'approved',
      to,
      { confirmation: input.state, receivedAmount: received, playerNote: input.note ?? null, confirmedAt: new Date() },
      memberId,
    );
    if (!changed) throw new AppError(409, 'withdrawalNotAwaitingConfirmation');
    return toView((await this.#repo.find(tenant.id, id))!);
  }

  /** Flips approved payouts past their deadline to received (forced receipt: no refund). Safe to run on every instance at once.
   * `now` is the job's clock (the deadline was written from the same clock at approval), so tests can move time. */
  async expireConfirmations(limit = 500, now = new Date()): Promise<number> {
    return (await this.#repo.expireConfirmations(limit, now)).length;
  }

  // ---- staff (WithdrawalsCashierPort) ----

  async listForStaff(query: StaffListQuery): Promise<StaffPage<StaffWithdrawalItem>> {
    const { rows, total } = await this.#repo.listForStaff(query.tenantIds, query.status ?? 'waiting', query.page ?? 1);
    return { items: rows.map(toStaffItem), totalPages: Math.ceil(total / STAFF_PAGE_SIZE) };
  }

  /** One member's withdrawals, newest first (the back office's player page; brand scope is the caller's). */
  async memberHistoryForStaff(tenantId: string, memberId: number, page: number): Promise<StaffPage<StaffWithdrawalItem>> {
    const { rows, total } = await this.#repo.listOfMember(tenantId, memberId, page);
    return { items: rows.map(toStaffItem), totalPages: Math.ceil(total / PLAYER_PAGE_SIZE) };
  }

  async approve(tenantId: string, withdrawalId: number, staff: StaffActor): Promise<StaffWithdrawalItem> {
    await this.#existing(tenantId, withdrawalId);
    const minutes = this.ports.confirmMinutesOf(tenantId);
    await inTransaction(this.db, async (trx) => {
      const moved = await new WithdrawalsRepository(trx).transition(tenantId, withdrawalId, 'pending', 'approved', {
        reviewedBy: staff.username,
        reviewedAt: new Date(),
        confirmBy: new Date(Date.now() + minutes * 60_000),
      });
      if (!moved) throw alreadyReviewed();
      await this.wallet.within(trx).postPending(tenantId, holdKey(withdrawalId), { staff: staff.username });
      const paid = await new WithdrawalsRepository(trx).find(tenantId, withdrawalId);
      await this.ports.events.within(trx).emit({
        tenantId,
        type: 'withdrawal.paid',
        memberId: paid!.memberId,
        key: String(withdrawalId),
        payload: { withdrawalId, amount: paid!.amount, currency: paid!.currency },
      });
    });
    return toStaffItem((await this.#repo.find(tenantId, withdrawalId))!);
  }

  async reject(tenantId: string, withdrawalId: number, staff: StaffActor, note: string): Promise<StaffWithdrawalItem> {
    await this.#existing(tenantId, withdrawalId);
    await inTransaction(this.db, async (trx) => {
      const moved = await new WithdrawalsRepository(trx).transition(tenantId, withdrawalId, 'pending', 'rejected', {
        reviewedBy: staff.username,
        reviewedAt: new Date(),
        note,
      });
      if (!moved) throw alreadyReviewed();
      await this.wallet.within(trx).voidPending(tenantId, holdKey(withdrawalId), { staff: staff.username });
    });
    return toStaffItem((await this.#repo.find(tenantId, withdrawalId))!);
  }

  async resolveDispute(tenantId: string, withdrawalId: number, staff: StaffActor, outcome: 'paid' | 'refund', note: string): Promise<StaffWithdrawalItem> {
    const row = await this.#existing(tenantId, withdrawalId);
    await inTransaction(this.db, async (trx) => {
      const moved = await new WithdrawalsRepository(trx).transition(tenantId, withdrawalId, 'disputed', 'resolved', {
        resolution: outcome,
        note,
        reviewedBy: staff.username,
        reviewedAt: new Date(),
      });
      if (!moved) throw alreadyReviewed();
      const missing = row.amount - (row.receivedAmount ?? 0);
      if (outcome === 'refund' && missing > 0) {
        await this.wallet.within(trx).transfer({
          tenantId,
          idempotencyKey: `withdrawal-refund:${withdrawalId}`,
          kind: 'withdrawal_refund',
          from: { kind: 'house', code: 'cashier' },
          to: { kind: 'player', memberId: row.memberId },
          amount: missing,
          currency: row.currency,
          metadata: { withdrawalId, staff: staff.username },
        });
      }
    });
    return toStaffItem((await this.#repo.find(tenantId, withdrawalId))!);
  }

  async proof(tenantId: string, withdrawalId: number, index: number): Promise<StaffImage | null> {
    const found = await this.#repo.proof(tenantId, withdrawalId, index);
    if (!found || (found.contentType !== 'image/png' && found.contentType !== 'image/jpeg')) return null;
    return { contentType: found.contentType, bytes: found.bytes };
  }

  // ---- internals ----

  async #existing(tenantId: string, id: number): Promise<Withdrawal> {
    const row = await this.#repo.find(tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  #replay(row: Withdrawal, input: WithdrawRequest): WithdrawalView {
    if (row.amount !== input.amount || row.cardId !== input.cardId) throw new AppError(409, 'idempotencyConflict');
    return toView(row);
  }
}
